// A place in the account's event stream for the Events API's follow mode (`?after=`):
// `<txid>.<event id>` after an event, `<txid>.` before every event of transaction `txid` and
// later ones. Events are read in (txid, id) order and only below the oldest transaction still
// running, so everything before a position has been read and nothing can appear there later.

// The operation (and through it any client code) reads the two constants below: only the id
// format, which has no imports of its own, is imported.
import { idPatternSource } from "@/lib/id-format";

/** Longest a request may wait for events (`?wait=`), below common proxy idle timeouts (30 s+). */
export const MAX_EVENT_WAIT_SECONDS = 25;

export type EventPosition = { txid: bigint; id: string };

/** What `?after=` accepts: `now` or a position from a previous answer's `nextCursor`. */
export const EVENT_POSITION_PATTERN = new RegExp(`^(now|\\d{1,20}\\.(${idPatternSource("evt")})?)$`);

export function formatEventPosition(position: EventPosition): string {
  return `${position.txid}.${position.id}`;
}

/** A position matching {@link EVENT_POSITION_PATTERN} (other than `now`). */
export function parseEventPosition(text: string): EventPosition {
  const dot = text.indexOf(".");
  return { txid: BigInt(text.slice(0, dot)), id: text.slice(dot + 1) };
}

/** The later of two positions. */
export function laterEventPosition(a: EventPosition, b: EventPosition): EventPosition {
  if (a.txid !== b.txid) return a.txid > b.txid ? a : b;
  return a.id >= b.id ? a : b;
}
