import { randomBytes } from "node:crypto";

// Crockford base32, lowercase: no i, l, o, u, so ids survive being read aloud or retyped.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export type IdPrefix =
  | "acct"
  | "user"
  | "sess"
  | "key"
  | "we"
  | "asst"
  | "call"
  | "up"
  | "evt"
  | "dlv"
  | "att"
  | "req"
  | "inv"
  | "pwr"
  | "aud"
  | "mail";

function encodeTime(ms: number): string {
  let time = ms;
  let timePart = "";
  for (let i = 0; i < 10; i++) {
    timePart = ALPHABET[time % 32] + timePart;
    time = Math.floor(time / 32);
  }
  return timePart;
}

/**
 * A prefixed, time-ordered id such as `asst_01jd3k5m7q9x2c4v6b8n0p2r4t`: ten characters of
 * milliseconds then sixteen random ones (80 bits). Sorting ids sorts by creation time, which
 * lets cursor pagination order by id alone. `at` is that creation time when a record is dated by
 * its source rather than by its insertion (a call reported after it started; seeds and tests).
 */
export function newId(prefix: IdPrefix, at: Date = new Date()): string {
  const random = randomBytes(16);
  let randomPart = "";
  for (const byte of random) randomPart += ALPHABET[byte % 32];
  return `${prefix}_${encodeTime(at.getTime())}${randomPart}`;
}

/**
 * Sorts before every id of `prefix` made at `at` or later and after every one made earlier:
 * age queries (retention) become a range scan of the primary key.
 */
export function idBoundAt(prefix: IdPrefix, at: Date): string {
  return `${prefix}_${encodeTime(at.getTime())}`;
}
