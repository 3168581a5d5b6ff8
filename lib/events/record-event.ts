import type { DbTransaction } from "@/lib/db";
import { newOrderedId } from "@/lib/ids";
import { eventDataSchemas, type EventData, type EventType } from "@/lib/schemas/event";

export type RecordedEvent = { id: string; accountId: string; type: EventType; timestamp: Date };

/**
 * Writes an event to the outbox inside the caller's transaction, so the event exists if and
 * only if the change that caused it commits. Hand the returned event to the dispatcher
 * after the commit (see lib/webhooks), never before. The row's `txid` (the transaction's id)
 * and the `event_recorded` NOTIFY come from the database, in the same transaction: a column
 * default and an INSERT trigger, so no extra round trip (Events API follow mode, listen.ts).
 */
export async function recordEvent<T extends EventType>(
  tx: DbTransaction,
  accountId: string,
  type: T,
  data: EventData<T>,
  timestamp: Date = new Date(),
): Promise<RecordedEvent> {
  const validated = eventDataSchemas[type].parse(data);
  const callId = "callId" in validated ? validated.callId : null;
  const event = await tx.event.create({
    data: { id: newOrderedId("evt"), accountId, type, data: validated, callId, timestamp },
    select: { id: true, accountId: true, timestamp: true },
  });
  return { ...event, type };
}
