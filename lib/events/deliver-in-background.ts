import { deliverEventDirectly } from "@/lib/webhooks/deliver-event-directly";
import type { RecordedEvent } from "./record-event";

// One chain per process: events go out in the order they were committed, one at a time, so
// a burst of test calls cannot open a connection per event to the developer's receiver.
let chain: Promise<void> = Promise.resolve();

/**
 * Queues one direct attempt per event, to run after the caller returns (the request that
 * committed the events does not wait for the receiver). Never throws.
 */
export function deliverInBackground(events: Pick<RecordedEvent, "id">[]): void {
  chain = chain.then(async () => {
    for (const event of events) {
      try {
        await deliverEventDirectly(event.id);
      } catch (error) {
        // The event stays pending (or its delivery pending) and can be delivered from the dashboard.
        console.warn(`[outbox] direct delivery of ${event.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
}

/** Resolves when every queued direct delivery has finished (a CLI awaits it before exiting). */
export function backgroundDeliveriesSettled(): Promise<void> {
  return chain;
}
