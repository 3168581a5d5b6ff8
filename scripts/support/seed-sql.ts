// SQL fragments for benchmarks that seed millions of rows with `INSERT … SELECT generate_series`:
// ids with the same layout as lib/ids.ts (10 base32 characters of milliseconds, then 16 more;
// here '000' and a 13-character counter instead of random bits, unique per table), and
// instants as `timestamptz` (and the request log's `timestamp(3)`, UTC without a zone).
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

function base32Sql(expression: string, length: number): string {
  const parts = [];
  for (let k = length - 1; k >= 0; k--) parts.push(`substr('${ALPHABET}', (((${expression}) >> ${5 * k}) & 31)::int + 1, 1)`);
  return parts.join(" || ");
}

/** An id of `prefix` for the moment `ms` (SQL, milliseconds since the epoch) and the counter `n` (SQL). */
export const idSql = (prefix: string, ms: string, n: string) => `'${prefix}_' || ${base32Sql(ms, 10)} || '000' || ${base32Sql(n, 13)}`;

/** The moment `ms` (SQL, milliseconds since the epoch) as a `timestamptz`. */
export const ts = (ms: string) => `to_timestamp((${ms})::double precision / 1000)`;

/** The moment `ms` as a UTC `timestamp` without a zone: RequestLog.createdAt (decision 0191). */
export const utcTimestamp = (ms: string) => `(${ts(ms)} AT TIME ZONE 'UTC')`;

/** A 14-turn transcript of a completed call, as a `jsonb` literal: every seeded call carries the same. */
export const transcriptSql = `'${JSON.stringify(
  Array.from({ length: 14 }, (_, i) => ({
    role: i % 2 ? "caller" : "assistant",
    text:
      i % 2
        ? "I'd like to book a table for four people on Friday evening, around seven if possible."
        : "Of course. Let me check what we have available on Friday at seven for four guests.",
    at: "2026-11-01T12:00:00.000Z",
  })),
).replace(/'/g, "''")}'::jsonb`;
