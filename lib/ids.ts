import { randomBytes } from "node:crypto";
import { ID_ALPHABET as ALPHABET, ID_RANDOM_LENGTH, ID_TIME_LENGTH, type IdPrefix, idPattern } from "./id-format";

// The format (alphabet, lengths, the pattern every schema checks) is lib/id-format.ts.
export type { IdPrefix } from "./id-format";

function encodeTime(ms: number): string {
  let time = ms;
  let timePart = "";
  for (let i = 0; i < ID_TIME_LENGTH; i++) {
    timePart = ALPHABET[time % 32] + timePart;
    time = Math.floor(time / 32);
  }
  return timePart;
}

/** Random bytes drawn per id: a call of the system's generator costs more than the bytes (and Next.js wraps it). */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * `count` fresh random bytes at `offset` in `pool`, from a buffer filled 4 KB at a time by the
 * same cryptographic generator (as Node's own randomUUID does): one generator call per 256 ids
 * instead of one each, ids being made on every request. Each byte is handed out once.
 */
function randomBytesFromPool(count: number): { pool: Buffer; offset: number } {
  if (poolOffset + count > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const offset = poolOffset;
  poolOffset += count;
  return { pool, offset };
}

/**
 * A prefixed, time-ordered id such as `asst_01jd3k5m7q9x2c4v6b8n0p2r4t`: ten characters of
 * milliseconds then sixteen random ones (80 bits). Sorting ids sorts by creation time, which
 * lets cursor pagination order by id alone. `at` is that creation time when a record is dated by
 * its source rather than by its insertion (a call reported after it started; seeds and tests).
 */
export function newId(prefix: IdPrefix, at: Date = new Date()): string {
  const random = randomBytesFromPool(ID_RANDOM_LENGTH);
  let randomPart = "";
  for (let index = random.offset; index < random.offset + ID_RANDOM_LENGTH; index++) randomPart += ALPHABET[random.pool[index] % 32];
  return `${prefix}_${encodeTime(at.getTime())}${randomPart}`;
}

let lastOrdered = { time: -1, digits: [] as number[] };

/**
 * As `newId`, made now, but sorting after the previous one this process made with it even
 * within the same millisecond: the random part of the next id in one millisecond is the last
 * one's plus one (ULID's monotonic ids). For events: the Events API lists them and a call's
 * step records several in one transaction (a completion crossing 80, 90 and 100 %), often in
 * one millisecond, where random parts alone put them in any order. Not for ids that must not be
 * guessed from another (a session's): the next one in a millisecond follows from the last.
 */
export function newOrderedId(prefix: IdPrefix): string {
  const time = Math.max(Date.now(), lastOrdered.time);
  let digits: number[];
  if (time === lastOrdered.time) {
    digits = [...lastOrdered.digits];
    let index = digits.length - 1;
    while (index >= 0 && digits[index] === 31) digits[index--] = 0;
    // 80 bits counted up past their end: no room left in this millisecond; the next one.
    if (index < 0) {
      lastOrdered = { time: time + 1, digits: randomDigits() };
      return idOf(prefix, lastOrdered);
    }
    digits[index] += 1;
  } else {
    digits = randomDigits();
  }
  lastOrdered = { time, digits };
  return idOf(prefix, lastOrdered);
}

function randomDigits(): number[] {
  return [...randomBytes(ID_RANDOM_LENGTH)].map((byte) => byte % 32);
}

function idOf(prefix: IdPrefix, { time, digits }: { time: number; digits: number[] }): string {
  return `${prefix}_${encodeTime(time)}${digits.map((digit) => ALPHABET[digit]).join("")}`;
}

/**
 * Sorts before every id of `prefix` made at `at` or later and after every one made earlier:
 * age queries (retention) become a range scan of the primary key.
 */
export function idBoundAt(prefix: IdPrefix, at: Date): string {
  return `${prefix}_${encodeTime(at.getTime())}`;
}

const ANY_ID = idPattern();

/** The creation time an id carries (its first ten characters after the prefix); null for text that is not one. */
export function timeOfId(id: string): Date | null {
  if (!ANY_ID.test(id)) return null;
  const time = id.slice(id.indexOf("_") + 1).slice(0, ID_TIME_LENGTH);
  let ms = 0;
  for (const character of time) ms = ms * 32 + ALPHABET.indexOf(character);
  return new Date(ms);
}
