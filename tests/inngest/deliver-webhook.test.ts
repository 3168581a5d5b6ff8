import { InngestTestEngine } from "@inngest/test";
import { beforeEach, describe, expect, test } from "vitest";
import { INNGEST_EVENTS } from "@/lib/events/inngest-client";
import { createDeliverWebhookFunction, deliverWebhook, RETRY_SLEEP_IDS } from "@/inngest/functions/deliver-webhook";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { useWebhookReceiver } from "../support/use-webhook-receiver";

const receiver = useWebhookReceiver();

beforeEach(() => {
  delete process.env.WEBHOOK_DISABLE_AFTER_FAILURES;
});

/**
 * Every sleep is mocked (the run would never resolve otherwise) by its step id. A fresh
 * array per run: the test engine appends each run's step results to the array it is given.
 */
const sleepsMocked = () => RETRY_SLEEP_IDS.map((id) => ({ id, handler: () => {} }));

/**
 * One engine per run, as Inngest gives each event its own run: an engine memoises step
 * results by step id across everything it executes.
 */
function run(event: { id: string; accountId: string }, fn = deliverWebhook) {
  return new InngestTestEngine({ function: fn }).execute({ events: trigger(event), steps: sleepsMocked() });
}

async function setup(path = "/hooks") {
  const account = await createAccount({ name: "Delivery Co" });
  await setWebhookUrl(account.id, `${receiver.origin}${path}`);
  return { account, secret: (await revealSigningSecret(account.id)) as string };
}

async function missedCall(accountId: string) {
  return db.$transaction((tx) =>
    recordEvent(tx, accountId, "call.missed", {
      callId: "call_01jd3k5m7q9x2c4v6b8n0p2r4t",
      assistantId: "asst_01jd3k5m7q9x2c4v6b8n0p2r4t",
      callerNumber: "+14155550100",
      reason: "no_answer",
    }),
  );
}

function trigger(event: { id: string; accountId: string }) {
  return [{ name: INNGEST_EVENTS.eventDispatched, id: event.id, data: { eventId: event.id, accountId: event.accountId } }] as [
    { name: string; id: string; data: Record<string, string> },
  ];
}

async function deliveriesOf(eventId: string) {
  return db.webhookDelivery.findMany({ where: { eventId }, include: { attempts: { orderBy: { attemptNumber: "asc" } } } });
}

describe("deliver-webhook", () => {
  test("a receiver failing 5 times then succeeding: sleeps 1m, 5m, 30m, 2h, 24h in order, 6 attempts", async () => {
    const { account, secret } = await setup();
    const event = await missedCall(account.id);
    let calls = 0;
    receiver.respond((_request, response) => {
      calls += 1;
      if (calls <= 5) response.writeHead(calls % 2 ? 500 : 503).end(`failure ${calls}`);
      else response.writeHead(200).end("finally");
    });

    const { result, ctx } = await run(event);

    expect(ctx.step.sleep.mock.calls.map((call) => call[1])).toEqual(["1m", "5m", "30m", "2h", "24h"]);
    expect(result).toMatchObject({ outcome: "delivered", attempts: 6 });
    expect(receiver.requests).toHaveLength(6);
    for (const request of receiver.requests) {
      expect(request.headers["x-service-event-id"]).toBe(event.id);
      expect(verifyWebhook(request.body, request.headers, secret)).toMatchObject({ id: event.id, type: "call.missed" });
      expect(request.body).toBe(receiver.requests[0].body);
    }

    const [delivery] = await deliveriesOf(event.id);
    expect(delivery).toMatchObject({ status: "delivered", attemptCount: 6, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    expect(delivery.completedAt).toBeInstanceOf(Date);
    expect(delivery.attempts.map((attempt) => [attempt.attemptNumber, attempt.statusCode, attempt.responseExcerpt])).toEqual([
      [1, 500, "failure 1"],
      [2, 503, "failure 2"],
      [3, 500, "failure 3"],
      [4, 503, "failure 4"],
      [5, 500, "failure 5"],
      [6, 200, "finally"],
    ]);
    expect(delivery.attempts.every((attempt) => attempt.latencyMs >= 0 && attempt.startedAt instanceof Date)).toBe(true);
    expect((await findWebhookEndpoint(account.id))?.consecutiveFailures).toBe(0);
  });

  test("a failed attempt leaves the delivery pending with the next attempt time", async () => {
    const { account } = await setup();
    const event = await missedCall(account.id);
    receiver.respond((_request, response) => response.writeHead(500).end());
    const before = Date.now();
    await new InngestTestEngine({ function: deliverWebhook }).executeStep("attempt-1", { events: trigger(event), steps: sleepsMocked() });
    const [delivery] = await deliveriesOf(event.id);
    expect(delivery).toMatchObject({ status: "pending", attemptCount: 1, lastStatusCode: 500, completedAt: null });
    const due = delivery.nextAttemptAt!.getTime();
    expect(due).toBeGreaterThanOrEqual(before + 60_000);
    expect(due).toBeLessThan(Date.now() + 60_000 + 1000);
  });

  test("a receiver that always fails: 6 attempts, then failed, counted against the endpoint", async () => {
    const { account } = await setup();
    const event = await missedCall(account.id);
    receiver.respond((_request, response) => response.writeHead(302, { Location: "https://example.com/" }).end());

    const { result, ctx } = await run(event);

    expect(result).toMatchObject({ outcome: "failed", attempts: 6 });
    expect(ctx.step.sleep).toHaveBeenCalledTimes(5);
    expect(receiver.requests).toHaveLength(6);
    const [delivery] = await deliveriesOf(event.id);
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 6, lastStatusCode: 302, nextAttemptAt: null });
    expect(delivery.lastError).toMatch(/redirects are not followed/);
    expect(await findWebhookEndpoint(account.id)).toMatchObject({ consecutiveFailures: 1, enabled: true });
  });

  test("a receiver that never answers is cut at the (injected) timeout on every attempt", async () => {
    const { account } = await setup();
    const event = await missedCall(account.id);
    receiver.respond(() => {});
    const quick = createDeliverWebhookFunction({ timeoutMs: 150 });

    const started = Date.now();
    const { result } = await run(event, quick);

    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result).toMatchObject({ outcome: "failed", attempts: 6 });
    const [delivery] = await deliveriesOf(event.id);
    expect(delivery.attempts).toHaveLength(6);
    for (const attempt of delivery.attempts) {
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toBe("Timed out: no response within 150 ms");
      expect(attempt.latencyMs).toBeGreaterThanOrEqual(140);
    }
  });

  test("after the configured number of failed deliveries the endpoint is disabled, visibly", async () => {
    process.env.WEBHOOK_DISABLE_AFTER_FAILURES = "2";
    const { account } = await setup();
    receiver.respond((_request, response) => response.writeHead(500).end());

    await run(await missedCall(account.id));
    expect(await findWebhookEndpoint(account.id)).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    await run(await missedCall(account.id));
    const endpoint = await findWebhookEndpoint(account.id);
    expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: 2 });
    expect(endpoint?.disabledAt).toBeInstanceOf(Date);
    expect(endpoint?.disabledReason).toMatch(/2 deliveries in a row failed/);

    // Later events are kept as failed deliveries without a request, ready to resend.
    receiver.requests.length = 0;
    const later = await missedCall(account.id);
    const { result } = await run(later);
    expect(result).toMatchObject({ outcome: "failed" });
    expect(receiver.requests).toHaveLength(0);
    const [delivery] = await deliveriesOf(later.id);
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 0 });
    expect(delivery.lastError).toMatch(/endpoint is disabled/);
  });

  test("a duplicate send of the same event id produces one delivery", async () => {
    const { account } = await setup();
    const event = await missedCall(account.id);
    const [first, second] = await Promise.all([run(event), run(event)]);
    const third = await run(event);

    const outcomes = [first, second, third].map((run) => (run.result as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(["delivered", "duplicate", "duplicate"]);
    expect(await deliveriesOf(event.id)).toHaveLength(1);
    expect(receiver.requests).toHaveLength(1);
  });

  test("an account without a URL gets no delivery", async () => {
    const account = await createAccount({ name: "Quiet" });
    const event = await missedCall(account.id);
    const { result } = await run(event);
    expect(result).toMatchObject({ outcome: "no-webhook-url" });
    expect(await deliveriesOf(event.id)).toHaveLength(0);
  });
});

describe("deliver-webhook when the account goes away", () => {
  test("a retry of a delivery deleted with its account ends without a request or an error", async () => {
    const { account } = await setup();
    const event = await missedCall(account.id);
    receiver.respond((_request, response) => response.writeHead(500).end());
    await new InngestTestEngine({ function: deliverWebhook }).executeStep("attempt-1", { events: trigger(event), steps: sleepsMocked() });
    const [delivery] = await deliveriesOf(event.id);
    expect(receiver.requests).toHaveLength(1);

    await db.account.delete({ where: { id: account.id } });
    const { attemptDelivery } = await import("@/lib/webhooks/attempt-delivery");
    const outcome = await attemptDelivery(delivery.id, { final: false, retryInMs: 300_000 });
    expect(outcome).toMatchObject({ status: "failed", attemptNumber: null, error: "The delivery no longer exists." });
    expect(receiver.requests).toHaveLength(1);
  });
});
