// End to end, in-process: simulated calls produce all six event types, and the real delivery
// function (Inngest test engine, sleeps mocked) posts each one signed to a real HTTPS receiver,
// where verifyWebhook accepts it and the payload is the one in the outbox.
// With Inngest configured, so the events are not also delivered directly.
import "../../inngest/support/configure-inngest";
import { InngestTestEngine } from "@inngest/test";
import { expect, test } from "vitest";
import { INNGEST_EVENTS } from "@/lib/events/inngest-client";
import { deliverWebhook, RETRY_SLEEP_IDS } from "@/inngest/functions/deliver-webhook";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { billingPeriod } from "@/lib/usage/billing-period";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";
import { createAccountWithAssistant, eventsOf } from "../calls/fixtures";

const receiver = useWebhookReceiver();

test("every event of simulated calls arrives signed, with the outbox's payload", async () => {
  const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
  await setWebhookUrl(account.id, `${receiver.origin}/hooks/${account.id}`);
  const secret = (await revealSigningSecret(account.id)) as string;
  // The calls end at the instant the period is read for, so at a month's end the completed
  // call's minutes still land in the period given 798 (and cross 80 %).
  const endAt = new Date();
  const { start, end } = billingPeriod(endAt);
  await db.usagePeriod.create({ data: { id: newId("up"), accountId: account.id, periodStart: start, periodEnd: end, minutesUsed: 798 } });

  await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 95 }, { endAt });
  await runTestCall(account.id, { assistantId: assistant.id, outcome: "failed", duration: 30 }, { endAt });
  await runTestCall(account.id, { assistantId: assistant.id, outcome: "missed" }, { endAt });

  const events = await eventsOf(account.id);
  expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));

  for (const event of events) {
    const engine = new InngestTestEngine({ function: deliverWebhook });
    const { result } = await engine.execute({
      events: [{ name: INNGEST_EVENTS.eventDispatched, id: event.id, data: { eventId: event.id, accountId: account.id } }],
      steps: RETRY_SLEEP_IDS.map((id) => ({ id, handler: () => {} })),
    });
    expect(result).toMatchObject({ outcome: "delivered", attempts: 1 });
  }

  const received = receiver.requests.filter((request) => request.url === `/hooks/${account.id}`);
  expect(received).toHaveLength(events.length);
  for (const [index, request] of received.entries()) {
    const envelope = verifyWebhook(request.body, request.headers, secret);
    expect(envelope).toStrictEqual({
      id: events[index].id,
      type: events[index].type,
      data: events[index].data,
      timestamp: events[index].timestamp.toISOString(),
    });
    expect(request.headers["x-service-signature"]).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(() => verifyWebhook(received[0].body, received[0].headers, "whsec_wrong")).toThrow();
});
