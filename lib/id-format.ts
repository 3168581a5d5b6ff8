// What an id looks like, the one definition: lib/ids.ts makes ids of it, and every schema that
// accepts one (a path id, a filter, a list's cursor) and the OpenAPI document's patterns are
// derived from it (decision 0181).

// No imports: schemas the dashboard's pages ship to the browser read it (lib/schemas/ids.ts,
// lib/events/event-position.ts), and lib/ids.ts needs node:crypto.

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
  | "mail"
  | "rc"
  | "pk";

/** Crockford base32, lowercase: no i, l, o, u, so ids survive being read aloud or retyped. */
export const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** Characters after the prefix: ten of milliseconds, then sixteen random ones. */
export const ID_TIME_LENGTH = 10;
export const ID_RANDOM_LENGTH = 16;

/** A prefix of any kind, for a field that names ids of several (the audit log's target). */
const ANY_PREFIX = "[a-z]{2,5}";

/**
 * The alphabet as a regular-expression character class, runs of three or more written as
 * ranges: `[0-9a-hjkmnp-tv-z]`.
 */
export const ID_CHARACTER_CLASS = `[${characterRanges(ID_ALPHABET)}]`;

function characterRanges(alphabet: string): string {
  let ranges = "";
  for (let start = 0; start < alphabet.length; ) {
    let end = start;
    while (end + 1 < alphabet.length && alphabet.charCodeAt(end + 1) === alphabet.charCodeAt(end) + 1) end++;
    ranges += end - start >= 2 ? `${alphabet[start]}-${alphabet[end]}` : alphabet.slice(start, end + 1);
    start = end + 1;
  }
  return ranges;
}

/**
 * The anchored pattern of an id of `prefix` (of any kind when omitted), as newId makes them:
 * `^asst_[0-9a-hjkmnp-tv-z]{26}$`. The OpenAPI document shows its source as the `pattern`.
 */
export function idPattern(prefix?: IdPrefix): RegExp {
  return new RegExp(`^${idPatternSource(prefix)}$`);
}

/** {@link idPattern} without its anchors, to place inside a larger pattern (an event position). */
export function idPatternSource(prefix?: IdPrefix): string {
  return `${prefix ?? ANY_PREFIX}_${ID_CHARACTER_CLASS}{${ID_TIME_LENGTH + ID_RANDOM_LENGTH}}`;
}
