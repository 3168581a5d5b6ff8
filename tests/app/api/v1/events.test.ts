// The Events API over its routes: paging, filters, tenant isolation, the exact body sent,
// redelivery keeping the event id, recover, permissions; deliveries reach a real HTTPS
// receiver (directly: no Inngest is configured in the tests).
import { describe, expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { db } from "@/lib/db";
import { errorBodySchema } from "@/lib/errors";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { eventOperations } from "@/lib/api/operations/event-operations";
import type { ListEventsQuery } from "@/lib/schemas/event-resource";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { callApi, createTestAccount, validAssistant } from "../../../support/api-client";
import { useWebhookReceiver } from "../../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();

/** An account with a webhook URL on the receiver and the events of one completed and one missed call. */
async function accountWithEvents() {
  const account = await createTestAccount();
  await setWebhookUrl(account.accountId, `${receiver.origin}/hooks/${account.accountId}`);
  const assistant = await createAssistant(account.accountId, validAssistant);
  const completed = await runTestCall(account.accountId, { assistantId: assistant.id, outcome: "completed", duration: 61 });
  const missed = await runTestCall(account.accountId, { assistantId: assistant.id, outcome: "missed" });
  await settleBackgroundWork();
  const secret = (await revealSigningSecret(account.accountId)) as string;
  return { ...account, secret, eventIds: [...completed.events, ...missed.events].map((event) => event.id) };
}

const requestsFor = (accountId: string) => receiver.requests.filter((request) => request.url === `/hooks/${accountId}`);

describe("GET /api/v1/events", () => {
  test("pages newest first through nextCursor, each event once, with its delivery status", async () => {
    const account = await accountWithEvents();
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const response = await callApi(eventOperations.list, { key: account.key, query: { limit: 2, cursor } });
      expect(response.status, response.text).toBe(200);
      expect(response.data!.data.length).toBeLessThanOrEqual(2);
      expect(response.data!.data.every((event) => event.deliveryStatus === "delivered")).toBe(true);
      seen.push(...response.data!.data.map((event) => event.id));
      if (!response.data!.nextCursor) break;
      cursor = response.data!.nextCursor;
    }
    expect(seen).toEqual([...account.eventIds].reverse());
  });

  test("filters by type and by time; another account sees none of them", async () => {
    const account = await accountWithEvents();
    const stranger = await createTestAccount();
    const list = async (query: Partial<ListEventsQuery>, key = account.key) =>
      (await callApi(eventOperations.list, { key, query })).data!.data.map((event) => event.type);

    expect(await list({ type: "call.missed" })).toEqual(["call.missed"]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await list({ createdAfter: future })).toEqual([]);
    expect(await list({ createdAfter: past, createdBefore: future })).toHaveLength(4);
    expect(await list({}, stranger.key)).toEqual([]);
  });

  test.each([
    ["type=webhook.test", "query.type"],
    ["createdAfter=yesterday", "query.createdAfter"],
    ["limit=101", "query.limit"],
    ["since=2026-01-01T00:00:00Z", "query.since"],
  ])("400 VALIDATION_ERROR for ?%s", async (query, path) => {
    const account = await createTestAccount();
    // Literal: values (and a parameter) the query schema refuses.
    const response = await callApi("GET", `/api/v1/events?${query}`, { key: account.key });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details!.map((detail) => detail.path)).toContain(path);
  });
});

describe("GET /api/v1/events/:id", () => {
  test("the exact body delivered, its delivery and attempts; 404 for another account", async () => {
    const account = await accountWithEvents();
    const stranger = await createTestAccount();
    const eventId = account.eventIds[0];
    const response = await callApi(eventOperations.get, { key: account.key, params: { id: eventId } });
    expect(response.status).toBe(200);
    const delivered = requestsFor(account.accountId).find((request) => request.headers["x-service-event-id"] === eventId);
    expect(response.data!.payload).toBe(delivered?.body);
    expect(verifyWebhook(response.data!.payload, delivered!.headers, account.secret).id).toBe(eventId);
    expect(response.data!.deliveries).toEqual([
      expect.objectContaining({
        kind: "event",
        status: "delivered",
        attemptCount: 1,
        attempts: [expect.objectContaining({ statusCode: 200 })],
      }),
    ]);
    expect(response.text).not.toContain(account.secret);

    const foreign = await callApi(eventOperations.get, { key: stranger.key, params: { id: eventId } });
    expect(foreign.status).toBe(404);
    expect(foreign.error!.code).toBe("NOT_FOUND");
  });
});

describe("POST /api/v1/events/:id/redeliver and /api/v1/webhook/recover", () => {
  test("a redelivery is a new delivery of the same event id, signed like the first", async () => {
    const account = await accountWithEvents();
    const eventId = account.eventIds[1];
    const response = await callApi(eventOperations.redeliver, { key: account.key, params: { id: eventId } });
    expect(response.status, response.text).toBe(202);
    expect(response.data).toMatchObject({ eventId, status: "pending" });
    await settleBackgroundWork();

    const copies = requestsFor(account.accountId).filter((request) => request.headers["x-service-event-id"] === eventId);
    expect(copies).toHaveLength(2);
    expect(copies.map((request) => verifyWebhook(request.body, request.headers, account.secret).id)).toEqual([eventId, eventId]);
    const detail = await callApi(eventOperations.get, { key: account.key, params: { id: eventId } });
    expect(detail.data!.deliveries.map((delivery) => [delivery.id === response.data!.deliveryId, delivery.kind, delivery.status])).toEqual([
      [true, "resend", "delivered"],
      [false, "event", "delivered"],
    ]);
  });

  test("another account's event: 404 and nothing sent", async () => {
    const account = await accountWithEvents();
    const stranger = await createTestAccount();
    await setWebhookUrl(stranger.accountId, `${receiver.origin}/hooks/${stranger.accountId}`);
    const response = await callApi(eventOperations.redeliver, { key: stranger.key, params: { id: account.eventIds[0] } });
    expect(response.status).toBe(404);
    await settleBackgroundWork();
    expect(requestsFor(stranger.accountId)).toHaveLength(0);
    expect(await db.webhookDelivery.count({ where: { accountId: stranger.accountId } })).toBe(0);
  });

  test("recover queues only the events whose delivery failed since the time given", async () => {
    const account = await createTestAccount();
    await setWebhookUrl(account.accountId, `${receiver.origin}/hooks/${account.accountId}`);
    const assistant = await createAssistant(account.accountId, validAssistant);
    receiver.respond((_request, response) => response.writeHead(500).end());
    const failed = await runTestCall(account.accountId, { assistantId: assistant.id, outcome: "missed" });
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end());
    await runTestCall(account.accountId, { assistantId: assistant.id, outcome: "missed" });
    await settleBackgroundWork();
    receiver.requests.length = 0;

    const later = await callApi(eventOperations.recover, {
      key: account.key,
      body: { since: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(later.status).toBe(202);
    expect(later.data!.queued).toBe(0);

    const since = new Date(Date.now() - 60_000).toISOString();
    const response = await callApi(eventOperations.recover, { key: account.key, body: { since } });
    expect(response.status, response.text).toBe(202);
    expect(response.data).toEqual({ queued: 1, since });
    await settleBackgroundWork();
    expect(requestsFor(account.accountId).map((request) => request.headers["x-service-event-id"])).toEqual([failed.events[0].id]);
  });

  test("400 for a since that is not a time; 403 without webhooks:write", async () => {
    const account = await createTestAccount();
    // Literal: bodies the schema refuses (no since, an unknown field).
    for (const json of [{ since: "last week" }, {}, { since: "2026-01-01T00:00:00Z", limit: 5 }]) {
      expect((await callApi("POST", "/api/v1/webhook/recover", { key: account.key, json })).status).toBe(400);
    }
    const reader = await createTestAccount({ permissions: ["events:read"] });
    const refused = await callApi(eventOperations.recover, {
      key: reader.key,
      body: { since: "2026-01-01T00:00:00Z" },
    });
    expect(refused.status).toBe(403);
    expect(refused.error!.message).toContain("webhooks:write");
  });
});
