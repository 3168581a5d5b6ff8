// Scheduled work without Inngest: two schedulers (two connections, as two instances would
// have) elect one leader by the advisory lock; when the leader's host dies the other takes
// over within the bound, and when only its backend is terminated exactly one leads again; the leader's sweeper delivers an event a "dead instance"
// left pending and attempts a delivery it left unattempted; with Inngest nothing starts.
// Its own database: the sweeper takes every pending event it finds, and other files leave
// some pending on purpose.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { configFrom } from "@/lib/config/config";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createDeliveryForEvent } from "@/lib/webhooks/create-delivery-for-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { WEBHOOK_TIMEOUT_MS } from "@/lib/webhooks/post-webhook";
import { createScheduler, scheduledJobs, type Scheduler } from "@/lib/runtime/run-scheduled-work";
import { createAccountWithAssistant } from "../calls/fixtures";
import { recordTestEvent } from "../../support/record-test-event";
import { useOwnDatabase } from "../../support/use-own-database";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const RETRY_MS = 300;
const receiver = useWebhookReceiver();
const database = useOwnDatabase("scheduler");
let admin: pg.Client;
const started: Scheduler[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await Promise.all(started.map((scheduler) => scheduler.stop()));
  await admin.end();
});

/**
 * A scheduler of its own "instance": its own connection, named so the test can find its
 * backend. `cutOff` takes the instance off the database (its next connect finds no URL), as a
 * host that died would be: a terminated backend alone leaves a live process that reconnects
 * and may take the freed lock back before the other tries, which is correct (one leader) but
 * not a takeover.
 */
function startScheduler(name: string, { lockKey, jobs = [] }: { lockKey: bigint; jobs?: Parameters<typeof createScheduler>[0]["jobs"] }) {
  let reachable = true;
  const scheduler = createScheduler({
    connectionString: () => (reachable ? database.url : undefined),
    lockKey,
    retryMs: RETRY_MS,
    jobs,
    applicationName: `scheduler-test:${name}`,
  });
  scheduler.start();
  started.push(scheduler);
  return Object.assign(scheduler, {
    cutOff: () => {
      reachable = false;
    },
    reconnect: () => {
      reachable = true;
    },
  });
}

async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const since = performance.now();
  while (!(await done())) {
    if (performance.now() - since > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - since;
}

const uniqueLock = () => BigInt(Math.floor(Math.random() * 2 ** 40));

describe("leadership by an advisory lock", () => {
  test("of two schedulers exactly one leads and runs the jobs; when the leader's host dies the other takes over within the bound", async () => {
    const lockKey = uniqueLock();
    const ran: string[] = [];
    const job = (name: string) => ({ name: "probe", everyMs: 50, run: async () => void ran.push(name) });
    const a = startScheduler("a", { lockKey, jobs: [job("a")] });
    const b = startScheduler("b", { lockKey, jobs: [job("b")] });
    await waitUntil(() => a.leading || b.leading, 5_000);
    // Several retries later, still exactly one, and only the leader ran anything.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
    const [leader, follower, leaderName, followerName] = a.leading ? [a, b, "a", "b"] : [b, a, "b", "a"];
    expect(ran.length).toBeGreaterThan(1);
    expect(new Set(ran)).toEqual(new Set([leaderName]));

    // The leader's host dies: it cannot reach the database any more, and its backend is
    // terminated (as Postgres does once keepalives give up), so its session ends and the lock is freed.
    leader.cutOff();
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1",
      [`scheduler-test:${leaderName}`],
    );
    expect(rows).toEqual([{ ended: true }]);
    // Bound: the follower's next try (RETRY_MS) after the session ended, plus the query's time
    // (1 s of slack: a loaded machine's other worker keeps both cores busy).
    const tookOverMs = await waitUntil(() => follower.leading, RETRY_MS * 2 + 1_000);
    expect(tookOverMs).toBeLessThan(RETRY_MS * 2 + 1_000);
    // The old leader noticed its lost session and stopped running jobs.
    await waitUntil(() => !leader.leading, RETRY_MS * 2);
    const since = ran.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new Set(ran.slice(since))).toEqual(new Set([followerName]));

    // Back on the network it follows: the lock is held.
    leader.reconnect();
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 3));
    expect([leader.leading, follower.leading]).toEqual([false, true]);
  });

  test("when the leader's backend is terminated and its process lives on, exactly one leads again within the bound (either of the two)", async () => {
    const lockKey = uniqueLock();
    const a = startScheduler("e", { lockKey });
    const b = startScheduler("f", { lockKey });
    await waitUntil(() => a.leading || b.leading, 5_000);
    const [leader, leaderName] = a.leading ? [a, "e"] : [b, "f"];
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
      `scheduler-test:${leaderName}`,
    ]);
    // The old leader steps down once it notices, then reconnects and races the follower for the
    // freed lock: either may win.
    await waitUntil(() => !leader.leading, RETRY_MS * 2 + 1_000);
    await waitUntil(() => a.leading || b.leading, RETRY_MS * 3 + 1_000);
    for (let check = 0; check < 10; check++) {
      expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS / 2));
    }
  });

  test("a stopped leader releases the lock at once: the other leads within one retry", async () => {
    const lockKey = uniqueLock();
    const a = startScheduler("c", { lockKey });
    await waitUntil(() => a.leading, 5_000);
    const b = startScheduler("d", { lockKey });
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 2));
    expect(b.leading).toBe(false);
    await a.stop();
    await waitUntil(() => b.leading, RETRY_MS + 1_000);
  });
});

describe("the sweeper, run by the leader", () => {
  test("delivers an event a dead instance left pending, and attempts a delivery it left unattempted, with the event's id", async () => {
    const { account } = await createAccountWithAssistant();
    await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
    // Dead instance 1: recorded the event, died before its direct attempt (never dispatched).
    const pendingEventId = await recordTestEvent(account.id);
    // Dead instance 2: created the delivery, died before recording its attempt.
    const stalledEventId = await recordTestEvent(account.id);
    const delivery = await createDeliveryForEvent(stalledEventId);
    if (!("deliveryId" in delivery)) throw new Error("no delivery");
    await db.event.update({ where: { id: stalledEventId }, data: { state: "dispatched", dispatchedAt: new Date() } });
    await db.webhookDelivery.update({
      where: { id: delivery.deliveryId },
      data: { updatedAt: new Date(Date.now() - WEBHOOK_TIMEOUT_MS - 2_000) },
    });

    const settings = configFrom({ ...process.env, OUTBOX_PENDING_AFTER_MS: "1000", SCHEDULER_SWEEP_INTERVAL_MS: "200" });
    const jobs = scheduledJobs(settings);
    expect(jobs.map((job) => job.name)).toEqual(["sweep-outbox", "enforce-retention", "erase-closed-accounts", "time-out-stuck-calls"]);
    const lockKey = uniqueLock();
    const schedulers = [startScheduler("sweeper", { lockKey, jobs }), startScheduler("sweeper-follower", { lockKey, jobs })];
    const sweeps = () => schedulers.map((scheduler) => scheduler.runs.get("sweep-outbox") ?? 0);

    const hooked = () => receiver.requests.filter((request) => request.url === `/hooks/${account.id}`);
    await waitUntil(() => hooked().length >= 2, 10_000);
    // A sweep counts once it has ended (the attempts are part of it); only the leader sweeps.
    await waitUntil(() => sweeps().some((count) => count > 0), 5_000);
    expect(sweeps().filter((count) => count > 0)).toHaveLength(1);
    expect(
      hooked()
        .map((request) => request.headers["x-service-event-id"])
        .sort(),
    ).toEqual([pendingEventId, stalledEventId].sort());
    // The receiver has answered; the attempts' rows are written just after (on a busy machine, after the sweep's count).
    await waitUntil(
      async () =>
        (await db.event.count({ where: { accountId: account.id, state: "pending" } })) === 0 &&
        (await db.webhookDelivery.count({ where: { accountId: account.id, status: "pending" } })) === 0,
      5_000,
    );
    const deliveries = await db.webhookDelivery.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
    expect(deliveries.map((row) => [row.eventId, row.status, row.attemptCount]).sort()).toEqual(
      [
        [pendingEventId, "delivered", 1],
        [stalledEventId, "delivered", 1],
      ].sort(),
    );
    // Several sweeps later, no event was sent twice.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(hooked()).toHaveLength(2);
  });

  test("an event younger than OUTBOX_PENDING_AFTER_MS is left to its own instance", async () => {
    const { account } = await createAccountWithAssistant();
    await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
    const eventId = await recordTestEvent(account.id);
    const [sweep] = scheduledJobs(configFrom({ ...process.env, OUTBOX_PENDING_AFTER_MS: "60000" }));
    await sweep.run();
    expect(await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { state: true } })).toEqual({ state: "pending" });
  });
});

describe("retention and the stuck-call timeout, run by the leader", () => {
  test("the leader deletes events past retention, erases closed accounts past their grace period and fails calls that rang past the timeout", async () => {
    const DAY = 24 * 3_600_000;
    const { account, assistant } = await createAccountWithAssistant();
    // Closed 31 days ago, due for erasure a day ago.
    const closed = await createAccountWithAssistant();
    await db.account.update({
      where: { id: closed.account.id },
      data: { closedAt: new Date(Date.now() - 31 * DAY), eraseAfter: new Date(Date.now() - DAY) },
    });
    const old = new Date(Date.now() - 45 * DAY);
    const expired = await db.event.create({
      data: {
        id: newId("evt", old),
        accountId: account.id,
        type: "webhook.test",
        data: {},
        timestamp: old,
        state: "dispatched",
        createdAt: old,
      },
    });
    const kept = await recordTestEvent(account.id);
    const stuck = await receiveCall(account.id, {
      assistantId: assistant.id,
      callerNumber: "+14155550123",
      at: new Date(Date.now() - 5 * 3_600_000),
    });

    const jobs = scheduledJobs(configFrom({ ...process.env, RETENTION_DAYS: "30", CALL_TIMEOUT_MINUTES: "240" }));
    startScheduler("janitor", { lockKey: uniqueLock(), jobs });
    await waitUntil(async () => (await db.call.findUniqueOrThrow({ where: { id: stuck.call.id } })).status === "failed", 10_000);
    expect(await db.call.findUniqueOrThrow({ where: { id: stuck.call.id }, select: { errorCode: true } })).toEqual({
      errorCode: "CALL_TIMEOUT",
    });
    await waitUntil(async () => (await db.event.count({ where: { id: expired.id } })) === 0, 10_000);
    expect(await db.event.count({ where: { id: kept } })).toBe(1);
    await waitUntil(async () => (await db.accountTombstone.findUnique({ where: { id: closed.account.id } }))?.erasedAt != null, 10_000);
    expect(await db.account.count({ where: { id: closed.account.id } })).toBe(0);
    expect(await db.assistant.count({ where: { id: closed.assistant.id } })).toBe(0);
  });
});

describe("start-up", () => {
  test("with Inngest configured, or SCHEDULER=off, no scheduler starts", async () => {
    vi.resetModules();
    vi.doMock("@/lib/events/inngest-configured", () => ({ inngestConfigured: () => true }));
    const withInngest = await import("@/lib/runtime/run-scheduled-work");
    expect(withInngest.startScheduledWork()).toBeUndefined();
    vi.doUnmock("@/lib/events/inngest-configured");

    vi.resetModules();
    process.env.SCHEDULER = "off";
    try {
      const off = await import("@/lib/runtime/run-scheduled-work");
      expect(off.startScheduledWork()).toBeUndefined();
    } finally {
      delete process.env.SCHEDULER;
    }

    vi.resetModules();
    const plain = await import("@/lib/runtime/run-scheduled-work");
    const scheduler = plain.startScheduledWork();
    expect(scheduler).toBeDefined();
    await waitUntil(() => scheduler?.leading === true, 10_000);
    await plain.stopScheduledWork();
    expect(scheduler?.leading).toBe(false);
  });
});
