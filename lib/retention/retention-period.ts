const DEFAULT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many days events, deliveries and attempts are kept (`RETENTION_DAYS`, default 30).
 * Calls and usage are kept for good. A value that is not a whole number of days of at least
 * one is refused loudly rather than read as "delete everything".
 */
export function retentionDays(value = process.env.RETENTION_DAYS): number {
  if (value === undefined || value.trim() === "") return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`RETENTION_DAYS must be a whole number of days, at least 1 (got "${value}")`);
  }
  return days;
}

/** Rows created before this moment are past retention. */
export function retentionCutoff(now: Date = new Date(), days = retentionDays()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
