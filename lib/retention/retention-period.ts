import { config } from "@/lib/config/config";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows created before this moment are past retention: `RETENTION_DAYS` (default 30) of events,
 * deliveries and attempts are kept; calls and usage for good. A value that is not a whole
 * number of days of at least one stops a production start (lib/config/settings.ts) rather than
 * being read as "delete everything".
 */
export function retentionCutoff(now: Date = new Date(), days = config().RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
