import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";

describe("/api/inngest", () => {
  test("serves the delivery, sweeper, retention, erasure and stuck-call functions", async () => {
    // Dev mode, as with `npx inngest-cli dev`: introspection needs no signing key. The client
    // reads its environment when constructed, so this comes before the import.
    process.env.INNGEST_DEV = "1";
    const { functions } = await import("@/inngest/functions");
    expect(functions.map((fn) => fn.id())).toEqual([
      "deliver-webhook",
      "sweep-outbox",
      "enforce-retention",
      "erase-closed-accounts",
      "time-out-stuck-calls",
    ]);

    const route = await import("@/app/api/inngest/route");
    expect([typeof route.POST, typeof route.PUT]).toEqual(["function", "function"]);
    const response = await route.GET(new NextRequest("http://localhost:3000/api/inngest"), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ function_count: 5, mode: "dev" });
  });
});
