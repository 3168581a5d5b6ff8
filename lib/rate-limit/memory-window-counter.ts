import type { WindowCounter } from "@/lib/rate-limit-decision";

type Counter = { number: number; current: number; previous: number; ms: number };

export type MemoryWindowCounter = WindowCounter & {
  /**
   * Raises a window's count to at least `used` (what Redis last said for it), so counting here
   * after Redis stopped answering carries on from there instead of starting afresh.
   */
  carryOver(key: string, used: number, windowMs: number): void;
};

/** The key a window's count is kept under, here and in the record of Redis's last answers. */
export const windowKey = (name: string, limit: number, identifier: string) => `${name}:${limit}:${identifier}`;

/**
 * The windows counted in this process only, with the arithmetic of the Redis script
 * (lib/rate-limit/redis-window-counter.ts). It serves `npm run dev` without a Redis, and the
 * fall-back while Redis does not answer. With several app instances each one counts for itself.
 * `now` is its clock (a test pins it to a window's last second).
 */
export function createMemoryWindowCounter(now: () => number = () => Date.now()): MemoryWindowCounter {
  const counters = new Map<string, Counter>();

  function counterAt(key: string, ms: number, now: number): Counter {
    const number = Math.floor(now / ms);
    let counter = counters.get(key);
    if (!counter) {
      // Bounded memory under a flood of distinct callers (e.g. one per IP).
      if (counters.size > 50_000)
        for (const [old, stale] of counters) if (stale.number < Math.floor(now / stale.ms) - 1) counters.delete(old);
      counter = { number, current: 0, previous: 0, ms };
      counters.set(key, counter);
    } else if (counter.number !== number) {
      counter.previous = counter.number === number - 1 ? counter.current : 0;
      counter.current = 0;
      counter.number = number;
    }
    return counter;
  }

  // Rounded up, as in the Redis script: never one request over the limit just after a boundary.
  const carriedOf = (counter: Counter, sliding: boolean, now: number) =>
    sliding ? Math.ceil(counter.previous * (1 - (now - counter.number * counter.ms) / counter.ms)) : 0;

  // As the Redis script's wait_for_room: until the window has room for one more request.
  function waitForRoom(counter: Counter, carried: number, limit: number, sliding: boolean, elapsed: number): number {
    if (carried + counter.current + 1 <= limit) return 0;
    if (!sliding) return counter.ms - elapsed;
    const room = limit - counter.current - 1;
    if (room >= 0) return Math.min(Math.floor((counter.ms * (counter.previous - room)) / counter.previous) + 1, counter.ms) - elapsed;
    if (counter.current === 0) return counter.ms - elapsed;
    return counter.ms - elapsed + Math.floor((counter.ms * (counter.current - limit + 1)) / counter.current) + 1;
  }

  const count: WindowCounter = async (windows, identifier, rate = 1) => {
    const at = now();
    const states = windows.map(({ window, limit }) => {
      const counter = counterAt(windowKey(window.name, limit, identifier), window.ms, at);
      return { counter, carried: carriedOf(counter, window.sliding, at), limit, sliding: window.sliding };
    });
    const admitted = rate <= 0 || states.every(({ counter, carried, limit }) => carried + counter.current + rate <= limit);
    return states.map(({ counter, carried, limit, sliding }) => {
      if (rate !== 0 && (admitted || rate < 0)) counter.current = Math.max(0, counter.current + rate);
      const used = carried + counter.current;
      return {
        success: admitted,
        limit,
        remaining: Math.max(0, limit - used),
        reset: (counter.number + 1) * counter.ms,
        retryAfterMs: waitForRoom(counter, carried, limit, sliding, at - counter.number * counter.ms),
      };
    });
  };

  return Object.assign(count, {
    carryOver(key: string, used: number, windowMs: number) {
      const counter = counterAt(key, windowMs, now());
      counter.current = Math.max(counter.current, used);
    },
  });
}
