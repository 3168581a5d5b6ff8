// The Events API's domain: listing with paging, filters and tenant isolation; one event with
// the body sent and its attempts; redelivery keeping the event id; recover sending only the
// events whose delivery failed since the time given. Deliveries reach a real HTTPS receiver
// (directly here, as no Inngest is configured; through the Inngest function in the last test).
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, test } from "vitest";
import { INNGEST_EVENTS } from "@/lib/events/inngest-client";
import { deliverWebhook, RETRY_SLEEP_IDS } from "@/inngest/functions/deliver-webhook";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { dispatchEvents } from "@/lib/events/dispatch-events";
import { findEvent } from "@/lib/events/find-event";
import { listEvents } from "@/lib/events/list-events";
import { recordEvent, type RecordedEvent } from "@/lib/events/record-event";
import { recoverFailedDeliveries, redeliverEvent } from "@/lib/events/redeliver-events";
import { newId } from "@/lib/ids";
import type { EventType } from "@/lib/schemas/event";
import { listEventsQuerySchema, recoverInputSchema } from "@/lib/schemas/event-resource";
import { WebhookNotConfiguredError } from "@/lib/webhooks/errors";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();
const query = (input: Parameters<typeof listEventsQuerySchema.parse>[0] = {}) => listEventsQuerySchema.parse(input);

const DATA = {
  "call.missed": {
    callId: "call_01jd3k5m7q9x2c4v6b8n0p2r4t",
    assistantId: "asst_01jd3k5m7q9x2c4v6b8n0p2r4t",
    callerNumber: "+14155550100",
    reason: "no_answer",
  },
  "usage.threshold": { threshold: 80, minutesUsed: 800, minutesIncluded: 1000, tier: "starter" },
} as const;

async function record(accountId: string, type: keyof typeof DATA, createdAt?: Date): Promise<RecordedEvent> {
  const event = await db.$transaction((tx) => recordEvent(tx, accountId, type as EventType, DATA[type] as never));
  if (createdAt) await db.event.update({ where: { id: event.id }, data: { createdAt } });
  return event;
}

async function accountWithUrl() {
  const account = await createAccount({ name: "Events Co" });
  await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
  return { account, secret: (await revealSigningSecret(account.id)) as string };
}

const requestsFor = (accountId: string) => receiver.requests.filter((request) => request.url === `/hooks/${accountId}`);

describe("listEvents", () => {
  test("pages newest first with the cursor, every event once", async () => {
    const account = await createAccount({ name: "Paging Co" });
    const recorded: string[] = [];
    for (let i = 0; i < 5; i++) recorded.push((await record(account.id, i % 2 ? "call.missed" : "usage.threshold")).id);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const result = await listEvents(account.id, query({ limit: "2", cursor }));
      expect(result.data.length).toBeLessThanOrEqual(2);
      seen.push(...result.data.map((event) => event.id));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    expect(seen).toEqual([...recorded].reverse());
  });

  test("filters by type and by creation time; lists no dashboard test event and no other account's", async () => {
    const { account } = await accountWithUrl();
    const other = await createAccount({ name: "Other Co" });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const dayAgo = new Date(Date.now() - 86_400_000);
    const old = await record(account.id, "call.missed", dayAgo);
    const recent = await record(account.id, "call.missed", hourAgo);
    const threshold = await record(account.id, "usage.threshold");
    await record(other.id, "call.missed");
    await sendTestEvent(account.id);

    const ids = async (input: Parameters<typeof query>[0]) => (await listEvents(account.id, query(input))).data.map((event) => event.id);
    expect(await ids({})).toEqual([threshold.id, recent.id, old.id]);
    expect(await ids({ type: "call.missed" })).toEqual([recent.id, old.id]);
    expect(await ids({ createdAfter: new Date(hourAgo.getTime() - 60_000).toISOString() })).toEqual([threshold.id, recent.id]);
    expect(await ids({ createdBefore: new Date(hourAgo.getTime() + 60_000).toISOString() })).toEqual([recent.id, old.id]);
    expect(await ids({ type: "call.missed", createdAfter: "2000-01-01T00:00:00+02:00", createdBefore: hourAgo.toISOString() })).toEqual([
      old.id,
    ]);
  });

  test.each([
    [{ type: "webhook.test" }, "type"],
    [{ type: "call.unknown" }, "type"],
    [{ createdAfter: "yesterday" }, "createdAfter"],
    [{ createdBefore: "2026-13-01T00:00:00Z" }, "createdBefore"],
    [{ cursor: "asst_01jd3k5m7q9x2c4v6b8n0p2r4t" }, "cursor"],
    [{ limit: "0" }, "limit"],
    [{ since: "2026-01-01T00:00:00Z" }, ""],
  ])("refuses the query %o at %s", (input, path) => {
    const parsed = listEventsQuerySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join(".") || (issue.code === "unrecognized_keys" ? "" : "?"))).toContain(path);
  });
});

describe("findEvent", () => {
  test("returns the body exactly as delivered, its delivery status and attempts; another account gets null", async () => {
    const { account } = await accountWithUrl();
    const other = await createAccount({ name: "Snoop Co" });
    const event = await record(account.id, "call.missed");
    await dispatchEvents([event]);
    await settleBackgroundWork();

    const detail = await findEvent(account.id, event.id);
    const [request] = requestsFor(account.id);
    expect(detail?.payload).toBe(request.body);
    expect(detail).toMatchObject({ id: event.id, type: "call.missed", deliveryStatus: "delivered", data: DATA["call.missed"] });
    expect(detail?.deliveries).toHaveLength(1);
    expect(detail?.deliveries[0]).toMatchObject({ kind: "event", status: "delivered", attemptCount: 1 });
    expect(detail?.deliveries[0].attempts).toEqual([expect.objectContaining({ attemptNumber: 1, statusCode: 200, error: null })]);
    expect(JSON.stringify(detail)).not.toContain("whsec_");

    expect(await findEvent(other.id, event.id)).toBeNull();
    expect(await findEvent(account.id, "evt_01jd3k5m7q9x2c4v6b8n0p2r4t")).toBeNull();
  });

  test("an event left pending, or sent nowhere, says so", async () => {
    const account = await createAccount({ name: "Quiet Co" });
    const pending = await record(account.id, "call.missed");
    expect((await findEvent(account.id, pending.id))?.deliveryStatus).toBe("pending");
    const unsent = await record(account.id, "call.missed");
    await dispatchEvents([unsent]);
    await settleBackgroundWork();
    expect((await findEvent(account.id, unsent.id))?.deliveryStatus).toBe("not_sent");
  });
});

describe("redeliverEvent", () => {
  test("makes a new delivery of the same event: same id, verified body, the event's own delivery untouched", async () => {
    const { account, secret } = await accountWithUrl();
    const event = await record(account.id, "usage.threshold");
    await dispatchEvents([event]);
    await settleBackgroundWork();

    const result = await redeliverEvent(account.id, event.id);
    expect(result).toMatchObject({ eventId: event.id, status: "pending" });
    await settleBackgroundWork();

    const received = requestsFor(account.id).map((request) => verifyWebhook(request.body, request.headers, secret));
    expect(received.map((envelope) => envelope.id)).toEqual([event.id, event.id]);
    expect(requestsFor(account.id)[1].body).toBe(requestsFor(account.id)[0].body);
    const detail = await findEvent(account.id, event.id);
    expect(detail?.deliveries.map((delivery) => [delivery.id, delivery.kind, delivery.status])).toEqual([
      [result?.deliveryId, "resend", "delivered"],
      [expect.any(String), "event", "delivered"],
    ]);
  });

  test("another account's event is null and nothing is sent; no URL is a clear error", async () => {
    const { account } = await accountWithUrl();
    const stranger = await createAccount({ name: "Stranger Co" });
    const event = await record(account.id, "call.missed");
    expect(await redeliverEvent(stranger.id, event.id)).toBeNull();
    const lonely = await createAccount({ name: "No URL Co" });
    const own = await record(lonely.id, "call.missed");
    await expect(redeliverEvent(lonely.id, own.id)).rejects.toBeInstanceOf(WebhookNotConfiguredError);
    await settleBackgroundWork();
    expect(requestsFor(account.id)).toHaveLength(0);
    expect(await db.webhookDelivery.count({ where: { accountId: { in: [stranger.id, lonely.id] } } })).toBe(0);
  });
});

describe("recoverFailedDeliveries", () => {
  test("redelivers only events whose delivery failed since the time given, once", async () => {
    const { account, secret } = await accountWithUrl();
    const other = await accountWithUrl();
    receiver.respond((_request, response) => response.writeHead(500).end("down"));
    const failedEarly = await record(account.id, "call.missed");
    await dispatchEvents([failedEarly]);
    await settleBackgroundWork();
    await db.webhookDelivery.updateMany({ where: { eventId: failedEarly.id }, data: { completedAt: new Date(Date.now() - 7_200_000) } });

    const since = new Date(Date.now() - 3_600_000);
    const failedLate = await record(account.id, "usage.threshold");
    const othersFailure = await record(other.account.id, "call.missed");
    await dispatchEvents([failedLate, othersFailure]);
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
    const delivered = await record(account.id, "call.missed");
    await dispatchEvents([delivered]);
    await settleBackgroundWork();
    receiver.requests.length = 0;

    expect(await recoverFailedDeliveries(account.id, recoverInputSchema.parse({ since: since.toISOString() }).since)).toEqual({
      queued: 1,
      since: since.toISOString(),
    });
    await settleBackgroundWork();
    expect(requestsFor(account.id).map((request) => verifyWebhook(request.body, request.headers, secret).id)).toEqual([failedLate.id]);
    expect(requestsFor(other.account.id)).toHaveLength(0);
    expect((await findEvent(account.id, failedLate.id))?.deliveryStatus).toBe("delivered");

    // Delivered now: a second recover finds nothing.
    expect((await recoverFailedDeliveries(account.id, since)).queued).toBe(0);
  });

  test("refuses a since that is not an ISO time, and unknown fields", () => {
    for (const input of [{ since: "last week" }, {}, { since: "2026-11-21T08:00:00Z", extra: 1 }, { since: 1732176000 }]) {
      expect(recoverInputSchema.safeParse(input).success).toBe(false);
    }
  });
});

test("with Inngest, a redelivery is attempted by the delivery function with its retry schedule", async () => {
  const { account, secret } = await accountWithUrl();
  const event = await record(account.id, "call.missed");
  const deliveryId = newId("dlv");
  await db.webhookDelivery.create({
    data: { id: deliveryId, accountId: account.id, eventId: event.id, kind: "resend", url: "https://unused" },
  });
  receiver.respond((_request, response) => response.writeHead(requestsFor(account.id).length === 1 ? 503 : 200).end());

  const { result } = await new InngestTestEngine({ function: deliverWebhook }).execute({
    events: [{ name: INNGEST_EVENTS.deliveryRequested, id: deliveryId, data: { deliveryId, accountId: account.id } }],
    steps: RETRY_SLEEP_IDS.map((id) => ({ id, handler: () => {} })),
  });
  expect(result).toMatchObject({ deliveryId, outcome: "delivered", attempts: 2 });
  expect(requestsFor(account.id).map((request) => verifyWebhook(request.body, request.headers, secret).id)).toEqual([event.id, event.id]);
});
