// The database stops answering for 10 s while requests keep coming (issue 34's fault test):
// the API logs' buffer, writing to the real Postgres through a TCP proxy that holds every byte
// for those 10 s, loses nothing when the pause fits its bound (it catches up once the database
// answers), and past its bound drops the oldest entries and says exactly how many, in the
// metric and the log, no more and no less than are missing from the table.
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { requestLogDrops } from "@/lib/observability/metrics";
import { createPostgresRequestLogStore } from "@/lib/api-logs/postgres-api-log-store";
import { createRequestLogBuffer, type RequestLogBuffer } from "@/lib/api-logs/api-log-buffer";
import type { RequestLogEntry } from "@/lib/api-logs/api-log-store";
import { captureLogs } from "../../support/capture-logs";
import { startStallableTcpProxy, type StallableTcpProxy } from "../../support/stallable-tcp-proxy";

const PAUSE_MS = 10_000;
/** Requests per second recorded by each buffer throughout. */
const RATE = 400;
/** The buffer writes as in production: every second. */
const FLUSH_MS = 1_000;

let proxy: StallableTcpProxy;
let proxied: PrismaClient;

beforeAll(async () => {
  const url = new URL(config().DATABASE_URL!);
  proxy = await startStallableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = proxy.host;
  url.port = String(proxy.port);
  proxied = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }) });
  // Connected before the clock starts: the 2 s of load before the pause measure writes, not a
  // first connection (which, after another file's requests in this worker, failed for all 2 s).
  await proxied.$queryRawUnsafe("SELECT 1");
});

afterAll(async () => {
  proxy?.release();
  await proxied?.$disconnect();
  await proxy?.close();
});

function entry(accountId: string, n: number): RequestLogEntry {
  const createdAt = new Date();
  return {
    id: newId("req", createdAt),
    accountId,
    createdAt,
    method: n % 5 === 0 ? "POST" : "GET",
    path: "/api/v1/assistants",
    route: "/api/v1/assistants",
    query: null,
    status: n % 5 === 0 ? 400 : 200,
    errorCode: n % 5 === 0 ? "VALIDATION_ERROR" : null,
    durationMs: 3.2,
    keyId: "key_pause",
    keyName: "pause",
    keyPrefix: "vk_live_abc",
    ipAddress: "203.0.113.9",
    userAgent: "pause-test/1.0",
    idempotencyKey: null,
    replayed: false,
    requestBody: n % 5 === 0 ? '{"name":""}' : null,
    responseBody: n % 5 === 0 ? '{"error":{"code":"VALIDATION_ERROR"}}' : null,
  };
}

type Scenario = { accountId: string; buffer: RequestLogBuffer; recorded: string[]; peak: number };

function scenario(maxEntries: number): Scenario {
  const store = createPostgresRequestLogStore({ client: proxied });
  return {
    accountId: newId("acct"),
    buffer: createRequestLogBuffer({ store, maxEntries, flushIntervalMs: FLUSH_MS }),
    recorded: [],
    peak: 0,
  };
}

/** Records RATE entries a second in each scenario for `ms`, in 10 ms steps, as requests would. */
async function load(scenarios: Scenario[], ms: number): Promise<void> {
  const started = performance.now();
  let due = 0;
  while (performance.now() - started < ms) {
    const target = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; due < target; due++) {
      for (const s of scenarios) {
        const next = entry(s.accountId, s.recorded.length);
        s.recorded.push(next.id);
        // Never waits: the pause must not reach the caller.
        const before = performance.now();
        s.buffer.record(next);
        expect(performance.now() - before).toBeLessThan(50);
        s.peak = Math.max(s.peak, s.buffer.size());
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const stored = async (accountId: string) =>
  (await db.requestLog.findMany({ where: { accountId }, select: { id: true } })).map((row) => row.id);

test("a 10 s database pause under load: nothing lost within the bound; past it, exactly the drops reported", {
  timeout: 40_000,
}, async () => {
  // Within the bound: 10 s at RATE is 4,000 entries, the production bound 10,000.
  const roomy = scenario(10_000);
  // Past the bound: 1,000 entries held at most, so about 3,000 of the pause's are dropped.
  const tight = scenario(1_000);
  const drops = vi.spyOn(requestLogDrops, "add");
  try {
    const { lines } = await captureLogs(async () => {
      await load([roomy, tight], 2_000);
      // Both have written (the day's partition made, the pool's connection open): what follows is the pause.
      expect((await stored(roomy.accountId)).length).toBeGreaterThan(0);
      expect((await stored(tight.accountId)).length).toBeGreaterThan(0);
      proxy.hold();
      const heldAt = [(await stored(roomy.accountId)).length, (await stored(tight.accountId)).length];
      await load([roomy, tight], PAUSE_MS);
      // Nothing reached the table while the database was paused (one batch may have been on its way).
      const beforeRelease = [(await stored(roomy.accountId)).length, (await stored(tight.accountId)).length];
      expect(beforeRelease[0] - heldAt[0]).toBeLessThanOrEqual(RATE * (FLUSH_MS / 1000) + 10);
      proxy.release();
      await load([roomy, tight], 2_000);
      // Graceful shutdown's flush: whatever is still queued is written.
      await roomy.buffer.flush();
      await tight.buffer.flush();
    }, "warn");

    // Within the bound: the queue held the whole pause and caught up; every entry is there.
    expect(roomy.peak).toBeGreaterThan(RATE * (PAUSE_MS / 1000) * 0.8);
    expect(roomy.buffer.dropped()).toBe(0);
    expect(roomy.buffer.size()).toBe(0);
    expect(new Set(await stored(roomy.accountId))).toEqual(new Set(roomy.recorded));

    // Past the bound: the queue never grew past it, and what is missing is exactly what was reported.
    expect(tight.peak).toBeLessThanOrEqual(1_000);
    const kept = await stored(tight.accountId);
    const missing = tight.recorded.length - kept.length;
    expect(missing).toBeGreaterThan(RATE * (PAUSE_MS / 1000) - 1_000 - RATE * 2);
    expect(tight.buffer.dropped()).toBe(missing);
    expect(tight.buffer.size()).toBe(0);
    // Every entry stored is one recorded; the newest survived (the oldest are the ones dropped).
    const recorded = new Set(tight.recorded);
    expect(kept.every((id) => recorded.has(id))).toBe(true);
    expect(kept).toContain(tight.recorded[tight.recorded.length - 1]);
    // The metric: only the tight buffer dropped, for overflow, exactly `missing` in all.
    const reported = drops.mock.calls.reduce((sum, [count]) => sum + count, 0);
    expect(reported).toBe(missing);
    expect(drops.mock.calls.every(([, attributes]) => attributes?.reason === "overflow")).toBe(true);
    // The log: a warning at the first drop, then the count of the spell once the write ended.
    const dropLines = lines.filter((line) => line.msg === "request log entries dropped");
    expect(dropLines[0]).toMatchObject({ level: "warn", component: "request-logs", reason: "overflow" });
    const counted = dropLines.reduce((sum, line) => sum + (typeof line.dropped === "number" ? line.dropped : 0), 0);
    expect(counted).toBe(missing);
  } finally {
    drops.mockRestore();
    roomy.buffer.stop();
    tight.buffer.stop();
  }
});
