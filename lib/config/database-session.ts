// What every database session the app opens starts with, whatever the database's defaults are
// (decision 0191). Instants are `timestamptz`; the session's TimeZone still decides how a
// `timestamp` (RequestLog.createdAt, a literal without a zone, `AT TIME ZONE`'s result) converts
// to one, how `date_trunc` on a `timestamptz` cuts days and hours (the delivery counters'
// trigger), and whether a migration from `timestamp` to `timestamptz` rewrites the table.

/** The session's settings, sent in the startup message (`options`): no extra round trip. */
export const DATABASE_SESSION_OPTIONS = "-c TimeZone=UTC";

/**
 * node-postgres settings for a connection to `connectionString` with the session settings.
 * An `options` parameter in the URL would replace ours (node-postgres lets the URL win), so it
 * is taken out of the URL and ours go after it: the last `-c` of a name wins.
 */
export function sessionSettings(connectionString: string): { connectionString: string; options: string } {
  if (!/[?&]options=/.test(connectionString)) return { connectionString, options: DATABASE_SESSION_OPTIONS };
  const url = new URL(connectionString);
  const own = url.searchParams.get("options");
  url.searchParams.delete("options");
  return { connectionString: url.toString(), options: own ? `${own} ${DATABASE_SESSION_OPTIONS}` : DATABASE_SESSION_OPTIONS };
}
