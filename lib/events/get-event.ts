import { db } from "@/lib/db";
import { EVENT_TYPES, type EventDetailResource } from "@/lib/schemas/event";
import { EVENT_DELIVERIES_QUERY, toEventDetail } from "./to-event-resource";

/** One event of the account with the body sent and its deliveries; null outside the account. */
export async function getEvent(accountId: string, eventId: string): Promise<EventDetailResource | null> {
  const row = await db.event.findFirst({
    where: { id: eventId, accountId, type: { in: EVENT_TYPES } },
    include: { deliveries: { ...EVENT_DELIVERIES_QUERY, include: { attempts: { orderBy: { attemptNumber: "asc" } } } } },
  });
  return row ? toEventDetail(row) : null;
}
