// The Events API's follow mode through the real route and pipeline: `after` positions, the
// `wait` long poll woken by the `event_recorded` notification, the client leaving, another
// account's events, bad input, and the fallback when notifications are down.
import { afterAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/events/follow/route";
import { closeApiKeyCache } from "@/lib/api-keys/api-key-cache";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { errorBodySchema } from "@/lib/errors";
import { eventNotifications } from "@/lib/events/event-notifications";
import { MAX_WAITING_PER_ACCOUNT } from "@/lib/events/follow-events";
import { callApi, createTestAccount } from "../../support/api-client";
import { recordTestEvent } from "../../support/record-test-event";
import { settleEvent } from "../../support/settle-event";

const record = recordTestEvent;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the answer arrived, taken as it arrives (not when the test gets round to awaiting it). */
const answeredAt = <T>(answer: Promise<T>) => answer.then((page) => ({ page, at: Date.now() }));
/**
 * When the event became readable: follow mode returns only events older than every running
 * transaction, and the other worker's tests can hold one open for a while on a loaded machine.
 * Timing is measured from here, so it says how soon the request noticed, not how busy the database was.
 */
const settledAtOf = (eventId: string) => settleEvent(eventId).then(() => Date.now());

afterAll(() => eventNotifications().close());

describe("after", () => {
  test("reads oldest first from a position, a page at a time, and always says where to go on", async () => {
    const { accountId, key } = await createTestAccount();
    const start = await callApi(eventOperations.follow, { key, query: { after: "now" } });
    expect(start.status).toBe(200);
    expect(start.data!.data).toEqual([]);
    expect(start.data!.nextCursor).toMatch(/^\d+\.$/);
    const ids = [await record(accountId), await record(accountId), await record(accountId)];
    await settleEvent(ids[2]);

    const first = await callApi(eventOperations.follow, { key, query: { after: start.data!.nextCursor!, limit: 2 } });
    expect(first.data!.data.map((event) => event.id)).toEqual(ids.slice(0, 2));
    const second = await callApi(eventOperations.follow, { key, query: { after: first.data!.nextCursor!, limit: 2 } });
    expect(second.data!.data.map((event) => event.id)).toEqual(ids.slice(2));
    const third = await callApi(eventOperations.follow, { key, query: { after: second.data!.nextCursor! } });
    expect(third.data!.data).toEqual([]);
    expect(third.data!.nextCursor).toMatch(/^\d+\.(evt_\w+)?$/);
  });
});

describe("wait", () => {
  test("answers as soon as an event is recorded, not at the end of the wait", async () => {
    const { accountId, key } = await createTestAccount();
    const start = await callApi(eventOperations.follow, { key, query: { after: "now" } });
    const asked = Date.now();
    const answer = answeredAt(callApi(eventOperations.follow, { key, query: { after: start.data!.nextCursor!, wait: 20 } }));
    await sleep(300);
    const id = await record(accountId);
    const settledAt = await settledAtOf(id);
    const { page, at } = await answer;
    expect(page.data!.data.map((event) => event.id)).toEqual([id]);
    expect(at - settledAt).toBeLessThan(3_000);
    expect(at - asked).toBeGreaterThanOrEqual(300);
  });

  test("another account's events do not answer it; it ends empty after the wait, with a position", async () => {
    const { key } = await createTestAccount();
    const other = await createTestAccount();
    const asked = Date.now();
    const answer = callApi(eventOperations.follow, { key, query: { after: "now", wait: 1 } });
    await sleep(200);
    await record(other.accountId);
    const page = await answer;
    expect(page.status).toBe(200);
    expect(page.data!.data).toEqual([]);
    expect(page.data!.nextCursor).toMatch(/^\d+\.$/);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(950);
  });

  test("ends when the client goes away, leaving nothing waiting", async () => {
    const { accountId, key } = await createTestAccount();
    const controller = new AbortController();
    const request = new Request("http://api.test/api/v1/events/follow?after=now&wait=20", {
      headers: { authorization: `Bearer ${key}`, "x-forwarded-for": "10.9.8.7" },
      signal: controller.signal,
    });
    const asked = Date.now();
    const answered = GET(request, { params: Promise.resolve({}) });
    await sleep(300);
    controller.abort();
    await answered;
    expect(Date.now() - asked).toBeLessThan(3_000);
    expect(eventNotifications().waiting(accountId)).toBe(0);
  });

  test(`one account keeps at most ${MAX_WAITING_PER_ACCOUNT} requests waiting; more answer at once, others' still wait`, async () => {
    const { accountId, key } = await createTestAccount();
    const other = await createTestAccount();
    const controller = new AbortController();
    const longPoll = (apiKey: string) =>
      GET(
        new Request("http://api.test/api/v1/events/follow?after=now&wait=20", {
          headers: { authorization: `Bearer ${apiKey}`, "x-forwarded-for": "10.9.8.6" },
          signal: controller.signal,
        }),
        { params: Promise.resolve({}) },
      );
    const held = Array.from({ length: MAX_WAITING_PER_ACCOUNT }, () => longPoll(key));
    try {
      const deadline = Date.now() + 10_000;
      while (eventNotifications().waiting(accountId) < MAX_WAITING_PER_ACCOUNT && Date.now() < deadline) await sleep(20);
      expect(eventNotifications().waiting(accountId)).toBe(MAX_WAITING_PER_ACCOUNT);
      const asked = Date.now();
      const extra = await callApi(eventOperations.follow, { key, query: { after: "now", wait: 20 } });
      expect(extra.status).toBe(200);
      expect(Date.now() - asked).toBeLessThan(3_000);
      held.push(longPoll(other.key));
      while (eventNotifications().waiting(other.accountId) < 1 && Date.now() < deadline) await sleep(20);
      expect(eventNotifications().waiting(other.accountId)).toBe(1);
    } finally {
      controller.abort();
      await Promise.all(held);
    }
  });

  test("without notifications (no LISTEN connection) it still answers, by re-reading every second", async () => {
    const { accountId, key } = await createTestAccount();
    const saved = process.env.DATABASE_DIRECT_URL;
    // Both subscribers leave, so the process's listener closes and reconnects to nowhere.
    await Promise.all([eventNotifications().close(), closeApiKeyCache()]);
    process.env.DATABASE_DIRECT_URL = "postgresql://postgres@127.0.0.1:1/nowhere";
    try {
      const answer = answeredAt(callApi(eventOperations.follow, { key, query: { after: "now", wait: 10 } }));
      await sleep(300);
      const id = await record(accountId);
      const settledAt = await settledAtOf(id);
      const { page, at } = await answer;
      expect(page.data!.data.map((event) => event.id)).toEqual([id]);
      expect(at - settledAt).toBeLessThan(2_500);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_DIRECT_URL;
      else process.env.DATABASE_DIRECT_URL = saved;
      await Promise.all([eventNotifications().close(), closeApiKeyCache()]);
    }
  });

  test.each([
    ["after=now&wait=-1", "query.wait"],
    ["after=now&wait=26", "query.wait"],
    ["after=now&wait=99999999999999999999", "query.wait"],
    ["after=now&wait=NaN", "query.wait"],
    ["after=now&wait=1.5", "query.wait"],
    ["after=now&wait=%00", "query.wait"],
    ["wait=5", "query.after"],
    ["after=yesterday", "query.after"],
    ["after=12.evt_x", "query.after"],
    ["after=-1.", "query.after"],
    ["after=now&cursor=evt_01jd3k5m7q9x2c4v6b8n0p2r4t", "query.cursor"],
  ])("%s is a 400 VALIDATION_ERROR naming %s", async (query, path) => {
    const { key } = await createTestAccount();
    // Literal: queries the schema refuses, and a parameter it does not have.
    const response = await callApi("GET", `/api/v1/events/follow?${query}`, { key });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details!.map((detail) => detail.path)).toContain(path);
  });
});
