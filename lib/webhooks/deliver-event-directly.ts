import { db } from "@/lib/db";
import { attemptDelivery, type AttemptOutcome } from "./attempt-delivery";
import { createDeliveryForEvent } from "./create-delivery-for-event";

/**
 * Delivery without a scheduler (Inngest not configured, e.g. plain `npm run dev`): the
 * event's dispatch delivery, created exactly as the Inngest function creates it, and one
 * final attempt now, with no retries. Marks the event handed over. Null when the event
 * gets no delivery (gone, no webhook URL, or a type the endpoint does not take); an event
 * that already has its delivery is not sent again.
 */
export async function deliverEventDirectly(eventId: string, { timeoutMs }: { timeoutMs?: number } = {}): Promise<AttemptOutcome | null> {
  const delivery = await createDeliveryForEvent(eventId);
  await db.event.updateMany({ where: { id: eventId, state: "pending" }, data: { state: "dispatched", dispatchedAt: new Date() } });
  if ("skipped" in delivery || !delivery.created) return null;
  return attemptDelivery(delivery.deliveryId, { final: true, timeoutMs });
}
