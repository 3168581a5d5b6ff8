import { queueBackgroundWork } from "@/lib/background-work/track-background-work";
import { attemptDelivery } from "@/lib/webhooks/attempt-delivery";
import { deliverEventDirectly } from "@/lib/webhooks/deliver-event-directly";
import type { RecordedEvent } from "./record-event";
import { logger } from "@/lib/observability/logger";

// One lane per process: deliveries go out in the order they were queued, one at a time, so a
// burst of test calls cannot open a connection per event to the developer's receiver. The lane
// is the background-work registry's, which graceful shutdown and the CLI wait for.
function enqueue(ids: string[], deliver: (id: string) => Promise<unknown>): void {
  queueBackgroundWork("direct webhook deliveries", async () => {
    for (const id of ids) {
      try {
        await deliver(id);
      } catch (error) {
        // Left pending in the database: the dashboard lists it and can deliver it again.
        logger.warn({ component: "outbox", eventId: id, err: error }, "direct delivery failed");
      }
    }
  });
}

/**
 * Without Inngest: queues one direct attempt per committed event, to run after the caller
 * returns (the request that committed the events does not wait for the receiver). Never throws.
 */
export function deliverInBackground(events: Pick<RecordedEvent, "id">[]): void {
  enqueue(
    events.map((event) => event.id),
    (eventId) => deliverEventDirectly(eventId),
  );
}

/** Without Inngest: one final attempt of each already created delivery (redeliveries), in the background. */
export function attemptInBackground(deliveryIds: string[]): void {
  enqueue(deliveryIds, (deliveryId) => attemptDelivery(deliveryId, { final: true }));
}
