import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, test } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { GET } from "@/app/api/health/route";
import { clientService } from "@/lib/db";
import { checkReadiness, markDraining } from "@/lib/health/check-readiness";
import { ServiceContainer, services, useServices } from "@/lib/services";
import { provideForTest } from "../../support/provide-service";

const redisUrl = process.env.UPSTASH_REDIS_REST_URL;
let clock = Date.now();
/** Each check at a time past the one-second cache. */
const later = () => (clock += 5_000);

afterEach(() => {
  process.env.UPSTASH_REDIS_REST_URL = redisUrl;
});

describe("GET /api/health", () => {
  test("reports the database and Redis separately: 200 when both answer", async () => {
    await checkReadiness(later());
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { status: "up", latencyMs: expect.any(Number) },
      redis: { status: "up", latencyMs: expect.any(Number) },
    });
  });

  test("Redis unreachable: 200 degraded, the database still up", async () => {
    process.env.UPSTASH_REDIS_REST_URL = "http://127.0.0.1:1";
    const readiness = await checkReadiness(later());
    expect(readiness).toMatchObject({
      status: "degraded",
      database: { status: "up" },
      redis: { status: "down", error: expect.any(String) },
    });
  });

  test("the database unreachable: 503 unavailable, without the connection string", async () => {
    const dead = new PrismaClient({ adapter: new PrismaPg({ connectionString: "postgresql://postgres:hunter2@127.0.0.1:1/none" }) });
    provideForTest(clientService, dead);
    await checkReadiness(later());
    const response = await GET();
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({ status: "unavailable", database: { status: "down" }, redis: { status: "up" } });
    expect(text).not.toContain("hunter2");
    await dead.$disconnect();
  });

  test("after SIGTERM (markDraining): 503 draining, the dependencies still reported", async () => {
    // Draining lasts for the rest of a process: this one's services are the test's own.
    const previous = useServices(new ServiceContainer());
    try {
      markDraining();
      await checkReadiness(later());
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "draining", database: { status: "up" }, redis: { status: "up" } });
    } finally {
      await services().close();
      useServices(previous);
    }
  });
});
