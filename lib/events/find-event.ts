import { db } from "@/lib/db";
import { retainedEventWhere } from "@/lib/retention/retained-events";
import { EVENT_TYPES } from "@/lib/schemas/event";
import type { EventDetailView } from "@/lib/schemas/event-resource";
import { EVENT_DELIVERIES_QUERY, toEventDetailView } from "./to-event-view";

/** One event of the account with the body sent and its deliveries; null outside the account or past retention. */
export async function findEvent(accountId: string, eventId: string): Promise<EventDetailView | null> {
  const row = await db.event.findFirst({
    where: { id: eventId, accountId, type: { in: EVENT_TYPES }, ...retainedEventWhere() },
    include: { deliveries: { ...EVENT_DELIVERIES_QUERY, include: { attempts: { orderBy: { attemptNumber: "asc" } } } } },
  });
  return row ? toEventDetailView(row) : null;
}
