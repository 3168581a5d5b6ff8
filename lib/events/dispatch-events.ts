import { eventDispatched, sendEvents } from "@/lib/events/inngest-client";
import { db } from "@/lib/db";
import { deliverInBackground } from "./deliver-in-background";
import { inngestConfigured } from "./inngest-configured";
import { claimInngestWarning, INNGEST_WARNING } from "./claim-inngest-warning";
import type { RecordedEvent } from "./record-event";
import { logger } from "@/lib/observability/logger";

/**
 * Longest a caller waits for the hand-over. The SDK tries a send up to five times; on a
 * request path an Inngest outage must cost seconds at most, as the sweeper catches up anyway.
 */
const DISPATCH_DEADLINE_MS = 5_000;

async function handOver(events: Pick<RecordedEvent, "id" | "accountId">[]): Promise<number> {
  try {
    await sendEvents(
      eventDispatched,
      events.map((event) => ({ id: event.id, data: { eventId: event.id, accountId: event.accountId } })),
    );
  } catch (error) {
    logger.warn(
      { component: "outbox", events: events.length, err: error },
      "events not handed to Inngest; they stay pending for the sweeper",
    );
    return 0;
  }
  try {
    const { count } = await db.event.updateMany({
      where: { id: { in: events.map((event) => event.id) }, state: "pending" },
      data: { state: "dispatched", dispatchedAt: new Date() },
    });
    return count;
  } catch (error) {
    // Inngest has them; the sweeper's re-send is dropped by Inngest as a duplicate id.
    logger.warn({ component: "outbox", events: events.length, err: error }, "events sent but not marked dispatched");
    return 0;
  }
}

/**
 * Hands committed outbox events to the delivery machinery. Call it after the transaction
 * that recorded them has committed. It never throws: an event it cannot hand over stays
 * `pending` in the outbox and is picked up again by the outbox sweeper (a minute later).
 *
 * The outbox event id is the Inngest event id, so Inngest drops a second send of the same
 * event, and the delivery function makes one delivery per event id in any case.
 * Resolves to the number of events marked `dispatched`.
 *
 * Without Inngest (a laptop's `npm run dev`) nothing could schedule attempts, so each event
 * gets one direct attempt in the background instead, through the same delivery records,
 * and resolves to 0: the events are marked when their deliveries are made.
 */
export async function dispatchEvents(events: Pick<RecordedEvent, "id" | "accountId">[]): Promise<number> {
  if (events.length === 0) return 0;
  if (!inngestConfigured()) {
    if (claimInngestWarning()) logger.warn(INNGEST_WARNING);
    deliverInBackground(events);
    return 0;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(
        { component: "outbox", events: events.length, deadlineMs: DISPATCH_DEADLINE_MS },
        "Inngest did not take the events in time; they stay pending for the sweeper",
      );
      resolve(0);
    }, DISPATCH_DEADLINE_MS);
    timer.unref();
  });
  try {
    // A hand-over that finishes after the deadline still marks its events dispatched.
    return await Promise.race([handOver(events), deadline]);
  } catch (error) {
    logger.warn({ component: "outbox", events: events.length, err: error }, "dispatch failed");
    return 0;
  } finally {
    clearTimeout(timer);
  }
}
