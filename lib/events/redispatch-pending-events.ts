import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { deliverEventDirectly } from "@/lib/webhooks/deliver-event-directly";
import { dispatchEvents } from "./dispatch-events";
import { inngestConfigured } from "./inngest-configured";

/** Events younger than this are left to the dispatch that follows their own commit (the Inngest sweeper's bound). */
export const PENDING_GRACE_MS = 60_000;

/** Direct attempts a sweep makes at once without Inngest: each may wait up to the 30 s webhook timeout. */
const DIRECT_CONCURRENCY = 8;

/**
 * Without Inngest: one direct attempt per event (the same one its own instance would have
 * made), a few at a time. The event's delivery is created once (its id is the dedupe key), so
 * an event its instance is still delivering is not sent twice. Returns how many were handed
 * over; one that throws (the database went away) stays pending for the next sweep.
 */
async function deliverDirectly(eventIds: string[], concurrency: number): Promise<number> {
  let next = 0;
  let handed = 0;
  const worker = async () => {
    while (next < eventIds.length) {
      const eventId = eventIds[next++];
      try {
        await deliverEventDirectly(eventId);
        handed += 1;
      } catch (error) {
        logger.warn({ component: "outbox", eventId, err: error }, "outbox sweep: direct delivery failed; the event stays pending");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, eventIds.length) }, worker));
  return handed;
}

/**
 * The outbox sweeper's work: re-sends events still `pending` `pendingAfterMs` after they were
 * written (the process died between commit and send, or Inngest was unreachable), oldest
 * first, in batches. With Inngest they are handed to it again; without it (the in-app
 * scheduler, lib/runtime/run-scheduled-work.ts) each gets its one direct attempt here.
 * Returns how many were found and handed over.
 */
export async function redispatchPendingEvents({
  now = new Date(),
  batchSize = 500,
  maxBatches = 20,
  pendingAfterMs = PENDING_GRACE_MS,
  concurrency = DIRECT_CONCURRENCY,
} = {}): Promise<{
  found: number;
  dispatched: number;
}> {
  let found = 0;
  let dispatched = 0;
  const before = new Date(now.getTime() - pendingAfterMs);
  const viaInngest = inngestConfigured();
  let cursor: string | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    const events = await db.event.findMany({
      // A closed account's events are not sent (decision 0192); they stay pending, and go if an owner reopens it.
      where: { state: "pending", createdAt: { lte: before }, account: { closedAt: null }, ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true, accountId: true },
    });
    if (events.length === 0) break;
    found += events.length;
    const handed = viaInngest
      ? await dispatchEvents(events)
      : await deliverDirectly(
          events.map((event) => event.id),
          concurrency,
        );
    dispatched += handed;
    // Inngest (or the database) is down: trying the next batch now would fail the same way.
    if (handed === 0) break;
    cursor = events[events.length - 1].id;
  }
  return { found, dispatched };
}
