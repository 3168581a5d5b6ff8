import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { retainedEventBounds } from "@/lib/retention/retained-events";
import { EVENT_TYPES, type EventType } from "@/lib/schemas/event";
import type { EventList } from "@/lib/schemas/event-resource";
import { formatEventPosition, laterEventPosition, type EventPosition } from "./event-position";
import { EVENT_VIEW_INCLUDE, toEventView } from "./to-event-view";

export type EventsAfterFilter = { type?: EventType; createdAfter?: Date; createdBefore?: Date; limit: number };

export type EventsAfter = EventList & {
  /** The position to read on from (also `nextCursor`). */
  position: EventPosition;
  /** Committed events exist after `position` but wait for an older transaction to end. */
  settling: boolean;
};

const utc = (date: Date) => Prisma.sql`${date.toISOString()}::timestamptz`;

/** Where the stream is now: before every event not yet committed by every transaction. */
export async function currentEventPosition(): Promise<EventPosition> {
  const [row] = await db.$queryRaw<[{ horizon: string }]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`;
  return { txid: BigInt(row.horizon), id: "" };
}

/**
 * The account's events after `after`, oldest first, at most `limit`. Only events whose
 * transaction is older than every transaction still running are returned (`txid` below the
 * snapshot's xmin): a transaction that began earlier but commits later cannot add an event
 * before the returned ones, so reading on from `position` never skips one. Within retention.
 */
export async function listEventsAfter(accountId: string, after: EventPosition, filter: EventsAfterFilter): Promise<EventsAfter> {
  const { idFrom, createdFrom } = retainedEventBounds();
  const rows = await db.$queryRaw<Array<{ horizon: string; id: string | null; txid: string | null; settled: boolean | null }>>`
    WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
    SELECT h.xmin::text AS horizon, e.id, e.txid::text AS txid, e.txid < h.xmin AS settled
    FROM h LEFT JOIN LATERAL (
      SELECT id, txid FROM "Event"
      WHERE "accountId" = ${accountId}
        AND type = ANY(${filter.type ? [filter.type] : EVENT_TYPES}::text[])
        AND (txid, id) > (${after.txid.toString()}::xid8, ${after.id})
        AND id >= ${idFrom} AND "createdAt" >= ${utc(createdFrom)}
        ${filter.createdAfter ? Prisma.sql`AND "createdAt" > ${utc(filter.createdAfter)}` : Prisma.empty}
        ${filter.createdBefore ? Prisma.sql`AND "createdAt" < ${utc(filter.createdBefore)}` : Prisma.empty}
      ORDER BY txid, id
      LIMIT ${filter.limit}
    ) e ON true`;
  // Settled rows sort first: every unsettled one has a txid at or above the horizon.
  const settled = rows.filter((row) => row.settled === true) as Array<{ id: string; txid: string }>;
  const last = settled.at(-1);
  const position = last ? { txid: BigInt(last.txid), id: last.id } : laterEventPosition(after, { txid: BigInt(rows[0].horizon), id: "" });
  const events = settled.length
    ? await db.event.findMany({ where: { accountId, id: { in: settled.map((row) => row.id) } }, include: EVENT_VIEW_INCLUDE })
    : [];
  const byId = new Map(events.map((event) => [event.id, event]));
  return {
    // An event deleted between the two reads (retention) is left out.
    data: settled.flatMap((row) => (byId.has(row.id) ? [toEventView(byId.get(row.id)!)] : [])),
    nextCursor: formatEventPosition(position),
    position,
    settling: rows.some((row) => row.settled === false),
  };
}
