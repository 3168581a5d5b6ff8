import { db } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import type { EventList, listEventsQuerySchema } from "@/lib/schemas/event-resource";
import { retainedEventWhere } from "@/lib/retention/retained-events";
import type { z } from "zod";
import { EVENT_VIEW_INCLUDE, toEventView } from "./to-event-view";

/**
 * The account's events, newest first (ids sort by creation time, so the cursor is the last
 * id of the previous page), optionally of one type and within a time range, within the
 * retention period. Dashboard test events are not listed: they are not events of the
 * account's activity.
 */
export async function listEvents(
  accountId: string,
  {
    type,
    createdAfter,
    createdBefore,
    limit,
    cursor,
  }: Pick<z.output<typeof listEventsQuerySchema>, "type" | "createdAfter" | "createdBefore" | "limit" | "cursor">,
): Promise<EventList> {
  const rows = await db.event.findMany({
    where: {
      accountId,
      type: type ?? { in: EVENT_TYPES },
      createdAt: { gt: createdAfter, lt: createdBefore },
      ...(cursor ? { id: { lt: cursor } } : {}),
      ...retainedEventWhere(),
    },
    orderBy: { id: "desc" },
    take: limit + 1,
    include: EVENT_VIEW_INCLUDE,
  });
  const page = rows.slice(0, limit);
  return { data: page.map(toEventView), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
