import { db } from "@/lib/db";
import { EVENT_HORIZON } from "@/lib/events/list-events-after";

/**
 * Waits until every transaction of this database older than the event's has ended, so the
 * Events API's follow mode (which reads only below the oldest such running transaction) can
 * return it at once. Other test files' transactions on the same database can hold that back for a moment.
 */
export async function settleEvent(eventId: string): Promise<void> {
  for (;;) {
    const [row] = await db.$queryRaw<[{ settled: boolean }]>`
      SELECT txid < ${EVENT_HORIZON} AS settled FROM "Event" WHERE id = ${eventId}`;
    if (row.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
