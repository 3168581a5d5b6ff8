import { deliveryRequested, eventDispatched, inngest } from "@/lib/events/inngest-client";
import { attemptDelivery } from "@/lib/webhooks/attempt-delivery";
import { createDeliveryForEvent } from "@/lib/webhooks/create-delivery-for-event";
import { WEBHOOK_TIMEOUT_MS } from "@/lib/webhooks/post-webhook";
import { MAX_ATTEMPTS, RETRY_DELAYS } from "@/lib/webhooks/retry-schedule";

/** Sleep step ids, in order: tests mock them by these ids. */
export const RETRY_SLEEP_IDS = RETRY_DELAYS.map((delay, index) => `retry-${index + 1}-after-${delay.sleep}`);

/**
 * Builds the delivery function. `timeoutMs` exists so tests can cut a silent receiver in
 * milliseconds; the app registers {@link deliverWebhook}, which uses the contracted 30 s.
 */
export function createDeliverWebhookFunction({ timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  return inngest.createFunction(
    {
      id: "deliver-webhook",
      name: "Deliver a webhook event",
      // An event's own delivery, or a redelivery the Events API created (data.deliveryId).
      triggers: [eventDispatched, deliveryRequested],
      // A step retried by Inngest (a database hiccup) is fine; the HTTP retry schedule is ours.
      retries: 3,
      // A burst of events must not open hundreds of connections to one customer at once.
      // Sleeping runs do not count, so waiting retries never hold back fresh events.
      concurrency: [{ key: "event.data.accountId", limit: 10 }],
    },
    async ({ event, step }) => {
      // The two triggers' data differ by their id field (the SDK types `data` as the union).
      const { data } = event;
      const eventId = "eventId" in data ? data.eventId : null;
      const delivery =
        "deliveryId" in data
          ? { deliveryId: data.deliveryId, created: true }
          : await step.run("create-delivery", () => createDeliveryForEvent(data.eventId));
      if ("skipped" in delivery) return { eventId, outcome: delivery.skipped };
      if (!delivery.created) return { eventId, deliveryId: delivery.deliveryId, outcome: "duplicate" as const };

      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const retry = RETRY_DELAYS[attempt - 1];
        // One HTTP attempt per step: a retried function never repeats a finished attempt.
        const outcome = await step.run(`attempt-${attempt}`, () =>
          attemptDelivery(delivery.deliveryId, { final: retry === undefined, retryInMs: retry?.ms, timeoutMs }),
        );
        if (outcome.status !== "pending") {
          return { eventId, deliveryId: delivery.deliveryId, outcome: outcome.status, attempts: attempt };
        }
        await step.sleep(RETRY_SLEEP_IDS[attempt - 1], retry.sleep);
      }
      // Unreachable: the last attempt is final and never leaves the delivery pending.
      return { eventId, deliveryId: delivery.deliveryId, outcome: "failed" as const, attempts: MAX_ATTEMPTS };
    },
  );
}

export const deliverWebhook = createDeliverWebhookFunction();
