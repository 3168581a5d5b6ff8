import { inngest, INNGEST_EVENTS } from "@/inngest/client";
import { db } from "@/lib/db";
import type { RecordedEvent } from "./record-event";

/**
 * Hands committed outbox events to the delivery machinery. Call it after the transaction
 * that recorded them has committed. It never throws: an event it cannot hand over stays
 * `pending` in the outbox and is picked up again by the outbox sweeper.
 *
 * The outbox event id is the Inngest event id, so Inngest drops a second send of the same
 * event (e.g. by the sweeper after a crash between send and marking).
 */
export async function dispatchEvents(events: Pick<RecordedEvent, "id" | "accountId">[]): Promise<number> {
  if (events.length === 0) return 0;
  try {
    await inngest.send(
      events.map((event) => ({
        id: event.id,
        name: INNGEST_EVENTS.eventDispatched,
        data: { eventId: event.id, accountId: event.accountId },
      })),
    );
  } catch (error) {
    console.warn(
      `[outbox] ${events.length} event(s) not handed to Inngest; they stay pending for the sweeper: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 0;
  }
  try {
    const { count } = await db.event.updateMany({
      where: { id: { in: events.map((event) => event.id) }, state: "pending" },
      data: { state: "dispatched", dispatchedAt: new Date() },
    });
    return count;
  } catch (error) {
    // Inngest has them; the sweeper's re-send is deduplicated by the event id.
    console.warn(`[outbox] events sent but not marked dispatched: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}
