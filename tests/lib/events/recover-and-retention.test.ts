// Recover by each event's latest delivery (issue 22: delivered, redelivered and delivered,
// redelivered and failed is queued), and the 30-day retention applied when reading: an event
// past it is 404, unlisted, not redelivered and not recovered, before any clean-up runs.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { newId } from "@/lib/ids";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { callApi, createTestAccount } from "../../support/api-client";
import { MISSED_CALL_DATA, recordTestEvent } from "../../support/record-test-event";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);

async function accountWithUrl() {
  const account = await createTestAccount();
  await setWebhookUrl(account.accountId, `${receiver.origin}/hooks/${account.accountId}`);
  return account;
}

/** An event recorded `age` ago: its id and createdAt both say so, as when it really happened then. */
async function eventFrom(accountId: string, age: number) {
  const at = ago(age);
  return db.event.create({
    data: { id: newId("evt", at), accountId, type: "call.missed", data: MISSED_CALL_DATA, timestamp: at, createdAt: at },
  });
}

type DeliveryStep = { kind: "event" | "resend"; status: "delivered" | "failed" | "pending"; createdAgo: number; completedAgo?: number };

/** The event's delivery history, oldest first, as the delivery machinery leaves it. */
async function history(accountId: string, eventId: string, steps: DeliveryStep[]) {
  for (const step of steps) {
    await db.webhookDelivery.create({
      data: {
        id: newId("dlv", ago(step.createdAgo)),
        accountId,
        eventId,
        kind: step.kind,
        dedupeKey: step.kind === "event" ? eventId : null,
        url: "https://example.com/hook",
        status: step.status,
        attemptCount: 1,
        createdAt: ago(step.createdAgo),
        completedAt: step.completedAgo === undefined ? null : ago(step.completedAgo),
      },
    });
  }
}

const resendsOf = (eventId: string) => db.webhookDelivery.count({ where: { eventId, kind: "resend", createdAt: { gte: ago(MINUTE) } } });

describe("POST /api/v1/webhook/recover", () => {
  test("queues exactly the events whose latest delivery failed since `since`, whatever came before", async () => {
    const { accountId, key } = await accountWithUrl();
    const fresh = () => recordTestEvent(accountId);
    // delivered → redelivered (delivered) → redelivered (failed): the latest failed.
    const redeliveredThenFailed = await fresh();
    await history(accountId, redeliveredThenFailed, [
      { kind: "event", status: "delivered", createdAgo: 60 * MINUTE, completedAgo: 59 * MINUTE },
      { kind: "resend", status: "delivered", createdAgo: 40 * MINUTE, completedAgo: 39 * MINUTE },
      { kind: "resend", status: "failed", createdAgo: 11 * MINUTE, completedAgo: 10 * MINUTE },
    ]);
    // Failed, then a redelivery succeeded.
    const failedThenDelivered = await fresh();
    await history(accountId, failedThenDelivered, [
      { kind: "event", status: "failed", createdAgo: 30 * MINUTE, completedAgo: 20 * MINUTE },
      { kind: "resend", status: "delivered", createdAgo: 6 * MINUTE, completedAgo: 5 * MINUTE },
    ]);
    // A redelivery failed, but the original's last retry was delivered after that failure.
    const deliveredAfterLastFailure = await fresh();
    await history(accountId, deliveredAfterLastFailure, [
      { kind: "event", status: "delivered", createdAgo: 50 * MINUTE, completedAgo: 4 * MINUTE },
      { kind: "resend", status: "failed", createdAgo: 16 * MINUTE, completedAgo: 15 * MINUTE },
    ]);
    // Failed, and a redelivery is still on its way.
    const stillPending = await fresh();
    await history(accountId, stillPending, [
      { kind: "event", status: "failed", createdAgo: 30 * MINUTE, completedAgo: 20 * MINUTE },
      { kind: "resend", status: "pending", createdAgo: 2 * MINUTE },
    ]);
    // Failed before `since` only.
    const failedBeforeSince = await fresh();
    await history(accountId, failedBeforeSince, [{ kind: "event", status: "failed", createdAgo: 90 * MINUTE, completedAgo: 80 * MINUTE }]);
    // Past retention, failed recently (a resend of an old event).
    const expired = await eventFrom(accountId, 31 * DAY);
    await history(accountId, expired.id, [{ kind: "resend", status: "failed", createdAgo: 11 * MINUTE, completedAgo: 10 * MINUTE }]);

    const since = ago(30 * MINUTE).toISOString();
    const first = await callApi(eventOperations.recover, { key, body: { since } });
    expect(first.status).toBe(202);
    expect(first.data!.queued).toBe(1);
    await settleBackgroundWork();
    expect(await resendsOf(redeliveredThenFailed)).toBe(1);
    for (const id of [failedThenDelivered, deliveredAfterLastFailure, stillPending, failedBeforeSince, expired.id])
      expect(await resendsOf(id)).toBe(0);
    // The redelivery reached the receiver (it answers 200): the latest delivery is now delivered.
    expect(receiver.requests.filter((request) => request.url === `/hooks/${accountId}`)).toHaveLength(1);
    expect((await callApi(eventOperations.recover, { key, body: { since } })).data!.queued).toBe(0);
  });
});

describe("retention at read time", () => {
  test("an event recorded 31 days ago is 404, unlisted, not redelivered; one of 29 days is served", async () => {
    const { accountId, key } = await accountWithUrl();
    const old = await eventFrom(accountId, 31 * DAY);
    const kept = await eventFrom(accountId, 29 * DAY);
    // The clean-up deletes by id; reads also refuse a row whose createdAt alone is past retention.
    const recent = await recordTestEvent(accountId);
    const movedBack = await db.event.update({ where: { id: recent }, data: { createdAt: ago(31 * DAY) } });

    for (const id of [old.id, movedBack.id]) {
      const got = await callApi(eventOperations.get, { key, params: { id } });
      expect(got.status).toBe(404);
      expect(got.error!.code).toBe("NOT_FOUND");
      const redelivered = await callApi(eventOperations.redeliver, { key, params: { id } });
      expect(redelivered.status).toBe(404);
    }
    expect(await db.webhookDelivery.count({ where: { eventId: { in: [old.id, movedBack.id] } } })).toBe(0);
    expect((await callApi(eventOperations.get, { key, params: { id: kept.id } })).status).toBe(200);

    const listed = await callApi(eventOperations.list, { key, query: { limit: 100 } });
    expect(listed.data!.data.map((event) => event.id)).toEqual([kept.id]);
    const since31 = await callApi(eventOperations.list, { key, query: { createdAfter: ago(40 * DAY).toISOString() } });
    expect(since31.data!.data.map((event) => event.id)).toEqual([kept.id]);
  });
});
