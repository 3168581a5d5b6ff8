// Delivery in `npm run dev` without Inngest: a test call's events reach a real HTTPS
// receiver signed, within 2 s, through the same delivery records as production, one attempt
// each; an endpoint's event-type choice holds; events left pending can be delivered now.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { deliverPendingEvent } from "@/lib/events/deliver-pending-event";
import { inngestConfigured } from "@/lib/events/inngest-configured";
import { listPendingEvents } from "@/lib/events/list-pending-events";
import { recordEvent } from "@/lib/events/record-event";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { findDelivery } from "@/lib/webhooks/find-delivery";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { setWebhookEventTypes } from "@/lib/webhooks/set-webhook-event-types";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";
import { createAccountWithAssistant, eventsOf } from "../calls/fixtures";

const receiver = useWebhookReceiver();

async function accountWithUrl() {
  const { account, assistant } = await createAccountWithAssistant();
  await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
  return { account, assistant, secret: (await revealSigningSecret(account.id)) as string };
}

const requestsFor = (accountId: string) => receiver.requests.filter((request) => request.url === `/hooks/${accountId}`);

async function waitFor<T>(read: () => T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("without Inngest configured", () => {
  test("the test environment has no Inngest", () => {
    expect(inngestConfigured()).toBe(false);
  });

  test("a test call's events arrive signed within 2 s, one attempt each, recorded as dispatch deliveries", async () => {
    const { account, assistant, secret } = await accountWithUrl();
    await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 42 });
    const events = await eventsOf(account.id);
    expect(events.map((event) => event.type)).toEqual(["call.started", "call.completed", "transcript.ready"]);

    const received = await waitFor(
      () => requestsFor(account.id),
      (requests) => requests.length >= events.length,
      5_000,
    );
    expect(received).toHaveLength(events.length);
    // Each event reaches the receiver within 2 s of being recorded (same clock: one machine).
    const latencies = received.map((request, index) => request.receivedAt - events[index].createdAt.getTime());
    expect(Math.max(...latencies), `latencies ${latencies.join(", ")} ms`).toBeLessThan(2_000);
    // In commit order, each verified with the account's secret, byte for byte the outbox's event.
    expect(received.map((request) => verifyWebhook(request.body, request.headers, secret))).toStrictEqual(
      events.map((event) => ({ id: event.id, type: event.type, data: event.data, timestamp: event.timestamp.toISOString() })),
    );

    await settleBackgroundWork();
    const deliveries = await db.webhookDelivery.findMany({
      where: { accountId: account.id },
      include: { attempts: true },
      orderBy: { id: "asc" },
    });
    expect(deliveries.map((delivery) => [delivery.eventId, delivery.kind, delivery.status, delivery.attemptCount])).toEqual(
      events.map((event) => [event.id, "event", "delivered", 1]),
    );
    expect((await eventsOf(account.id)).map((event) => event.state)).toEqual(["dispatched", "dispatched", "dispatched"]);

    // The attempt keeps the headers sent: the signature the receiver got, never the secret.
    const detail = await findDelivery(account.id, deliveries[0].id);
    const headers = detail?.attempts[0].requestHeaders ?? {};
    expect(headers["X-Service-Signature"]).toBe(received[0].headers["x-service-signature"]);
    expect(headers["X-Service-Event-Id"]).toBe(events[0].id);
    expect(JSON.stringify(detail)).not.toContain(secret);
  });

  test("a failing receiver gets one attempt and no retry: the delivery is failed, not left pending", async () => {
    const { account, assistant } = await accountWithUrl();
    receiver.respond((_request, response) => response.writeHead(503).end("down"));
    await runTestCall(account.id, { assistantId: assistant.id, outcome: "missed" });
    await settleBackgroundWork();

    expect(requestsFor(account.id)).toHaveLength(1);
    const [delivery] = await db.webhookDelivery.findMany({ where: { accountId: account.id } });
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 1, lastStatusCode: 503, nextAttemptAt: null });
  });

  test("only the chosen event types are sent; the others are recorded without a delivery", async () => {
    const { account, assistant, secret } = await accountWithUrl();
    await setWebhookEventTypes(account.id, { eventTypes: ["call.completed", "call.missed"] });
    await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 30 });
    await settleBackgroundWork();

    const events = await eventsOf(account.id);
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.state === "dispatched")).toBe(true);
    const received = requestsFor(account.id).map((request) => verifyWebhook(request.body, request.headers, secret).type);
    expect(received).toEqual(["call.completed"]);
    const deliveries = await db.webhookDelivery.findMany({ where: { accountId: account.id }, include: { event: true } });
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual(["call.completed"]);
  });

  test("an event left pending is listed and delivered now; another account cannot touch it", async () => {
    const { account, secret } = await accountWithUrl();
    const { account: other } = await createAccountWithAssistant();
    // Committed, then the process stopped before handing it over.
    const event = await db.$transaction((tx) =>
      recordEvent(tx, account.id, "usage.threshold", { threshold: 80, minutesUsed: 800, minutesIncluded: 1000, tier: "starter" }),
    );
    expect((await listPendingEvents(account.id)).map((pending) => pending.id)).toEqual([event.id]);
    expect(await listPendingEvents(other.id)).toEqual([]);
    expect(await deliverPendingEvent(other.id, event.id)).toBeNull();

    const result = await deliverPendingEvent(account.id, event.id);
    expect(result).toMatchObject({ eventId: event.id, via: "direct", attempt: { ok: true, statusCode: 200, attemptNumber: 1 } });
    const [request] = requestsFor(account.id);
    expect(verifyWebhook(request.body, request.headers, secret).id).toBe(event.id);
    expect(await listPendingEvents(account.id)).toEqual([]);
    // Handed over: a second click finds nothing to deliver and sends nothing.
    expect(await deliverPendingEvent(account.id, event.id)).toBeNull();
    expect(requestsFor(account.id)).toHaveLength(1);
  });
});
