import { onTestFinished, vi } from "vitest";

/**
 * Stops this process's `Date` at `at` until the test ends (only `Date`: timers and I/O run as
 * usual), so the test and the code under test read one instant whatever the hour or month it
 * runs in. A test that computes "this month" and then lets the app compute it again is otherwise
 * two readings of the clock, which a month's last second can set a month apart. Postgres's
 * and Redis's clocks are not moved: compare nothing they set with this one.
 */
export function pinClock(at: string | number | Date): void {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
