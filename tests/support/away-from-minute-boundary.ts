import { onTestFinished, vi } from "vitest";
import { redisNow } from "./redis-clock";

/** Room a test's counts need inside one of Redis's minutes (a burst of 30 takes well under it). */
const MARGIN_MS = 3_000;

/**
 * The minute window slides across fixed minute buckets; requests that straddle two buckets
 * are weighed differently. The Redis script counts by Redis's own clock, so when Redis's
 * minute has less than a few seconds left this waits for the next one. The in-process
 * clock is then pinned to the middle of the current minute until the test ends (only `Date`:
 * timers and I/O run as usual), for the in-memory counter and whatever else reads it.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const left = 60_000 - ((await redisNow()) % 60_000);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
  const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(minuteStart + 30_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
