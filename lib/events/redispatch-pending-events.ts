import { db } from "@/lib/db";
import { dispatchEvents } from "./dispatch-events";

/** Events younger than this are left to the dispatch that follows their own commit. */
export const PENDING_GRACE_MS = 60_000;

/**
 * The outbox sweeper's work: re-sends events still `pending` a minute after they were
 * written (the process died between commit and send, or Inngest was unreachable), oldest
 * first, in batches. Returns how many were handed over.
 */
export async function redispatchPendingEvents({ now = new Date(), batchSize = 500, maxBatches = 20 } = {}): Promise<{
  found: number;
  dispatched: number;
}> {
  let found = 0;
  let dispatched = 0;
  const before = new Date(now.getTime() - PENDING_GRACE_MS);
  let cursor: string | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    const events = await db.event.findMany({
      where: { state: "pending", createdAt: { lte: before }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true, accountId: true },
    });
    if (events.length === 0) break;
    found += events.length;
    const handed = await dispatchEvents(events);
    dispatched += handed;
    // Inngest is down: trying the next batch now would fail the same way.
    if (handed === 0) break;
    cursor = events[events.length - 1].id;
  }
  return { found, dispatched };
}
