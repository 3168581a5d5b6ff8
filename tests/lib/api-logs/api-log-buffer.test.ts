// The API logs' buffer keeps the request path free of the database: entries are written in
// batches, one write at a time; a slow or failing store makes it drop its OLDEST entries past
// its bound and count them, never block or grow; a flush (graceful shutdown) loses none.
import { afterEach, expect, test } from "vitest";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { newId } from "@/lib/ids";
import { createRequestLogBuffer, type RequestLogBuffer } from "@/lib/api-logs/api-log-buffer";
import type { RequestLogEntry, RequestLogStore } from "@/lib/api-logs/api-log-store";
import { captureLogs } from "../../support/capture-logs";

const buffers: RequestLogBuffer[] = [];
afterEach(() => {
  for (const buffer of buffers.splice(0)) buffer.stop();
});

function entry(n: number): RequestLogEntry {
  return {
    id: newId("req"),
    accountId: "acct_test",
    createdAt: new Date(),
    method: "GET",
    path: `/api/v1/assistants/${n}`,
    route: "/api/v1/assistants/{id}",
    query: null,
    status: 200,
    errorCode: null,
    durationMs: 1,
    keyId: "key_test",
    keyName: "test",
    keyPrefix: "vk_live_abc",
    ipAddress: null,
    userAgent: null,
    idempotencyKey: null,
    replayed: false,
    requestBody: null,
    responseBody: null,
  };
}

/** A store that keeps batches in memory; `gate` holds each write until released, `failures` refuses that many. */
function memoryStore({ failures = 0 }: { failures?: number } = {}) {
  const batches: RequestLogEntry[][] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  let refusals = failures;
  const store: RequestLogStore & { batches: RequestLogEntry[][] } = {
    batches,
    async append(entries) {
      if (gate) await gate;
      if (refusals > 0) {
        refusals--;
        throw new Error("database unavailable");
      }
      batches.push([...entries]);
    },
    list: async () => ({ data: [], nextCursor: null }),
    find: async () => null,
    summarizeKeys: async () => [],
  };
  return {
    store,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = null;
      release();
    },
    written: () => batches.flat().map((e) => e.path),
  };
}

function buffer(store: RequestLogStore, options: { maxEntries?: number; flushIntervalMs?: number; batchSize?: number } = {}) {
  const made = createRequestLogBuffer({
    store,
    maxEntries: options.maxEntries ?? 100,
    flushIntervalMs: options.flushIntervalMs ?? 60_000,
    batchSize: options.batchSize,
  });
  buffers.push(made);
  return made;
}

test("record never waits: entries go to the store in batches on the timer", async () => {
  const memory = memoryStore();
  const log = buffer(memory.store, { flushIntervalMs: 50, batchSize: 3 });
  for (let n = 0; n < 7; n++) log.record(entry(n));
  expect(log.size()).toBe(7);
  expect(memory.written()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await settleBackgroundWork();
  expect(memory.store.batches.map((b) => b.length)).toEqual([3, 3, 1]);
  expect(memory.written()).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `/api/v1/assistants/${n}`));
  expect(log.size()).toBe(0);
});

test("a slow store: the queue stays within its bound by dropping the oldest, counted, and recording never blocks", async () => {
  const memory = memoryStore();
  const log = buffer(memory.store, { maxEntries: 5, batchSize: 2 });
  memory.hold();
  log.record(entry(0));
  log.record(entry(1));
  const firstWrite = log.flush(); // takes 0 and 1, then hangs
  const started = performance.now();
  const { lines } = await captureLogs(() => {
    for (let n = 2; n < 12; n++) log.record(entry(n));
  }, "warn");
  expect(performance.now() - started).toBeLessThan(50);
  expect(log.size()).toBe(5);
  expect(log.dropped()).toBe(5);
  // Said at once, not only when the hung write ends.
  expect(lines).toEqual([
    expect.objectContaining({ level: "warn", component: "request-logs", reason: "overflow", msg: expect.stringContaining("dropped") }),
  ]);
  memory.release();
  const { lines: after } = await captureLogs(async () => {
    await firstWrite;
    await log.flush();
  }, "warn");
  // And the spell's count when the write ends.
  expect(after).toEqual([expect.objectContaining({ dropped: 5, droppedTotal: 5 })]);
  // The batch in flight, then the five newest: 2–6 were dropped.
  expect(memory.written()).toEqual([0, 1, 7, 8, 9, 10, 11].map((n) => `/api/v1/assistants/${n}`));
});

test("a failing store: the batch is kept for the next write, and dropped (counted) after three refusals", async () => {
  const memory = memoryStore({ failures: 2 });
  const log = buffer(memory.store);
  log.record(entry(0));
  const { lines } = await captureLogs(async () => {
    await log.flush();
    await log.flush();
  }, "warn");
  expect(lines.map((line) => line.msg)).toEqual(["request log write failed", "request log write failed"]);
  expect(memory.written()).toEqual([]);
  expect(log.size()).toBe(1);
  await log.flush();
  expect(memory.written()).toEqual(["/api/v1/assistants/0"]);
  expect(log.dropped()).toBe(0);

  const broken = memoryStore({ failures: 3 });
  const doomed = buffer(broken.store);
  doomed.record(entry(1));
  await captureLogs(async () => {
    for (let i = 0; i < 3; i++) await doomed.flush();
  }, "warn");
  expect(doomed.size()).toBe(0);
  expect(doomed.dropped()).toBe(1);
});

test("a flush (graceful shutdown) writes every entry, also those recorded during a write in flight", async () => {
  const memory = memoryStore();
  const log = buffer(memory.store, { maxEntries: 10_000, batchSize: 100 });
  memory.hold();
  for (let n = 0; n < 250; n++) log.record(entry(n));
  const inFlight = log.flush();
  for (let n = 250; n < 500; n++) log.record(entry(n));
  const shutdown = log.flush();
  memory.release();
  await Promise.all([inFlight, shutdown]);
  expect(memory.written()).toHaveLength(500);
  expect(new Set(memory.written()).size).toBe(500);
  expect(log.dropped()).toBe(0);
  expect(log.size()).toBe(0);
});

test("graceful shutdown's wait for background work covers a write in flight", async () => {
  const memory = memoryStore();
  const log = buffer(memory.store);
  memory.hold();
  log.record(entry(0));
  void log.flush();
  let settled = false;
  const settling = settleBackgroundWork().then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  memory.release();
  await settling;
  expect(memory.written()).toEqual(["/api/v1/assistants/0"]);
});
