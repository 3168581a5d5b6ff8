import { randomBytes } from "node:crypto";

// Crockford base32, lowercase: no i, l, o, u, so ids survive being read aloud or retyped.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export type IdPrefix = "acct" | "user" | "sess" | "key" | "we" | "asst" | "call" | "up" | "evt" | "dlv" | "att" | "req";

/**
 * A prefixed, time-ordered id such as `asst_01jd3k5m7q9x2c4v6b8n0p2r4t`: ten characters of
 * milliseconds then sixteen random ones (80 bits). Sorting ids sorts by creation time, which
 * lets cursor pagination order by id alone.
 */
export function newId(prefix: IdPrefix): string {
  let time = Date.now();
  let timePart = "";
  for (let i = 0; i < 10; i++) {
    timePart = ALPHABET[time % 32] + timePart;
    time = Math.floor(time / 32);
  }
  const random = randomBytes(16);
  let randomPart = "";
  for (const byte of random) randomPart += ALPHABET[byte % 32];
  return `${prefix}_${timePart}${randomPart}`;
}
