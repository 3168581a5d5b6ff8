import { db } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { type EventList, type listEventsQuerySchema } from "@/lib/schemas/event-resource";
import type { z } from "zod";
import { EVENT_DELIVERIES_QUERY, toEventView } from "./to-event-view";

/**
 * The account's events, newest first (ids sort by creation time, so the cursor is the last
 * id of the previous page), optionally of one type and within a time range. Dashboard test
 * events are not listed: they are not events of the account's activity.
 */
export async function listEvents(
  accountId: string,
  { type, createdAfter, createdBefore, limit, cursor }: z.output<typeof listEventsQuerySchema>,
): Promise<EventList> {
  const rows = await db.event.findMany({
    where: {
      accountId,
      type: type ?? { in: EVENT_TYPES },
      createdAt: { gt: createdAfter, lt: createdBefore },
      ...(cursor ? { id: { lt: cursor } } : {}),
    },
    orderBy: { id: "desc" },
    take: limit + 1,
    include: { deliveries: { ...EVENT_DELIVERIES_QUERY, take: 1, select: { status: true } } },
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toEventView), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
