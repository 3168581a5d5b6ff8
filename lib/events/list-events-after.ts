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

/**
 * The oldest transaction still running that could yet commit an event: every event with a
 * lower txid is committed (or never will be). Transaction ids are the whole server's, so the
 * snapshot's own xmin is held back by a long transaction in any database of the server (a
 * report, a migration, another app's batch): follow mode then waited for it, however unrelated.
 * A running transaction is left out only when pg_stat_activity shows it in another database;
 * one it cannot place (ended since the snapshot, a prepared transaction, another role's
 * session whose xid is hidden) still counts, so nothing of this database is ever passed over.
 * pg_stat_activity's `backend_xid` is the 32-bit xid: the snapshot's xid8 is matched by its low half.
 */
export const EVENT_HORIZON = Prisma.sql`(
  SELECT coalesce(
    (SELECT min(running.xid) FROM pg_snapshot_xip(snapshot.now) AS running(xid)
     WHERE NOT EXISTS (
       SELECT 1 FROM pg_stat_activity AS session
       WHERE session.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
         AND session.backend_xid::text::bigint = running.xid::text::bigint % 4294967296)),
    pg_snapshot_xmax(snapshot.now))
  FROM (SELECT pg_current_snapshot() AS now) AS snapshot
)`;
/** Where the stream is now: before every event not yet committed by every transaction. */
export async function currentEventPosition(): Promise<EventPosition> {
  const [row] = await db.$queryRaw<[{ horizon: string }]>`SELECT ${EVENT_HORIZON}::text AS horizon`;
  return { txid: BigInt(row.horizon), id: "" };
}

/**
 * The account's events after `after`, oldest first, at most `limit`. Only events whose
 * transaction is older than every transaction still running here are returned (`txid` below
 * {@link EVENT_HORIZON}): a transaction that began earlier but commits later cannot add an event
 * before the returned ones, so reading on from `position` never skips one. Within retention.
 */
export async function listEventsAfter(accountId: string, after: EventPosition, filter: EventsAfterFilter): Promise<EventsAfter> {
  const { idFrom, createdFrom } = retainedEventBounds();
  const rows = await db.$queryRaw<Array<{ horizon: string; id: string | null; txid: string | null; settled: boolean | null }>>`
    WITH h AS (SELECT ${EVENT_HORIZON} AS xmin)
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
