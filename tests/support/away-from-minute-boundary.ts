import { onTestFinished, vi } from "vitest";

/**
 * The minute window slides across fixed minute buckets; requests that straddle two buckets
 * are weighed differently. Rather than wait for the next minute when the clock is near a
 * boundary, this pins the test's clock to the middle of the current minute until the test
 * ends (only `Date`: timers and I/O run as usual), so every count falls in one bucket. The
 * limiters read the time from `Date.now()` in this process (the Upstash client passes it to
 * its script), so the pin holds for the in-process route handlers too.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(minuteStart + 30_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
