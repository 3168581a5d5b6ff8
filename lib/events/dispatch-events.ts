import type { RecordedEvent } from "./record-event";

/**
 * Hands committed outbox events to the delivery machinery. Call it after the transaction
 * that recorded them has committed. It never throws: an event it cannot hand over stays
 * `pending` in the outbox and is picked up again by the outbox sweeper.
 */
export async function dispatchEvents(events: RecordedEvent[]): Promise<void> {
  // Wired to Inngest in lib/webhooks (the webhook delivery issue). Until then events wait
  // as `pending`, which is also the state they keep when Inngest is unreachable.
  void events;
}
