import { config } from "@/lib/config/config";

/**
 * The contracted retry schedule: after a failed attempt, wait this long before the next one.
 * Five retries, so at most six attempts. Strings are Inngest `step.sleep` durations.
 */
export const RETRY_DELAYS = [
  { sleep: "1m", ms: 60_000 },
  { sleep: "5m", ms: 5 * 60_000 },
  { sleep: "30m", ms: 30 * 60_000 },
  { sleep: "2h", ms: 2 * 3_600_000 },
  { sleep: "24h", ms: 24 * 3_600_000 },
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS.length + 1;

/**
 * Consecutive failed deliveries (each one after all its retries) that disable an endpoint,
 * from `WEBHOOK_DISABLE_AFTER_FAILURES` (default 20).
 */
export function disableAfterFailures(): number {
  return config().WEBHOOK_DISABLE_AFTER_FAILURES;
}

/** The schedule in words for customers, e.g. "1 min, 5 min, 30 min, 2 h, 24 h". */
export const RETRY_SCHEDULE_TEXT = RETRY_DELAYS.map(({ ms }) => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`)).join(
  ", ",
);
