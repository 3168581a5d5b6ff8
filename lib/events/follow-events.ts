import { eventNotifications } from "./event-notifications";
import { parseEventPosition } from "./event-position";
import type { EventList } from "@/lib/schemas/event-resource";
import { currentEventPosition, listEventsAfter, type EventsAfterFilter } from "./list-events-after";

/**
 * Waiting requests per account and process. More are answered at once: each answer then costs
 * the client a request against its rate limits, so one key cannot pile up idle sockets and
 * timers (a listener needs one; a few tabs or tools, a handful).
 */
export const MAX_WAITING_PER_ACCOUNT = 10;
/** Without notifications (connecting, or the LISTEN connection lost): re-read this often. */
const FALLBACK_RECHECK_MS = 1_000;
/**
 * A committed event waits for an older transaction to end (usually milliseconds): look again
 * this soon, backing off to the fallback interval for a transaction that stays open.
 */
const SETTLING_RECHECK_MS = 25;

export type FollowEventsInput = EventsAfterFilter & {
  /** `now` or a previous answer's `nextCursor`. */
  after: string;
  /** Seconds to wait for an event when there is none yet; 0 answers at once. */
  wait: number;
};

/**
 * The Events API's follow mode: the events after `after`, oldest first, answered as soon as
 * there is at least one, or empty after `wait` seconds (or when `signal` aborts: the client
 * left). While it waits the request holds no database connection: it sleeps until the
 * `event_recorded` notification for its account (one LISTEN connection per process), then
 * reads once more. `nextCursor` is where to read on from, also when nothing came.
 */
export async function followEvents(accountId: string, input: FollowEventsInput, signal?: AbortSignal): Promise<EventList> {
  const deadline = Date.now() + input.wait * 1000;
  let after = input.after === "now" ? await currentEventPosition() : parseEventPosition(input.after);
  const answer = ({ data, nextCursor }: EventList): EventList => ({ data, nextCursor });
  const notifications = eventNotifications();
  if (input.wait <= 0 || notifications.waiting(accountId) >= MAX_WAITING_PER_ACCOUNT) {
    return answer(await listEventsAfter(accountId, after, input));
  }
  // Watching starts before the first read, so an event committed between the read and the
  // sleep still wakes it.
  const watch = notifications.watch(accountId);
  let settlingDelay = SETTLING_RECHECK_MS;
  try {
    for (;;) {
      const page = await listEventsAfter(accountId, after, input);
      const left = deadline - Date.now();
      if (page.data.length > 0 || left <= 0 || signal?.aborted) return answer(page);
      after = page.position;
      let recheck = notifications.live ? left : FALLBACK_RECHECK_MS;
      if (page.settling) {
        recheck = settlingDelay;
        settlingDelay = Math.min(settlingDelay * 2, FALLBACK_RECHECK_MS);
      } else settlingDelay = SETTLING_RECHECK_MS;
      await watch.next(Math.min(recheck, left), signal);
    }
  } finally {
    watch.close();
  }
}
