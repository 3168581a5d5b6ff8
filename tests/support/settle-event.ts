import { db } from "@/lib/db";

/**
 * Waits until every transaction older than the event's has ended, so the Events API's follow
 * mode (which reads only below the oldest running transaction) can return it at once. Other
 * test files' transactions on the same server can hold that back for a moment.
 */
export async function settleEvent(eventId: string): Promise<void> {
  for (;;) {
    const [row] = await db.$queryRaw<[{ settled: boolean }]>`
      SELECT txid < pg_snapshot_xmin(pg_current_snapshot()) AS settled FROM "Event" WHERE id = ${eventId}`;
    if (row.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
