import type { WindowLimiter, WindowSpec } from "./types";

type Counter = { count: number; reset: number };

/**
 * Fixed windows counted in this process only. It serves two cases: `npm run dev` without a
 * Redis, and the fallback while Redis is unreachable. With several app instances each one
 * counts for itself, so the effective limit is the tier's limit times the instance count.
 */
export function createMemoryWindowLimiter(): WindowLimiter {
  const counters = new Map<string, Counter>();

  function sweep(now: number) {
    for (const [key, counter] of counters) if (counter.reset <= now) counters.delete(key);
  }

  return async (window: WindowSpec, limit: number, identifier: string, rate = 1) => {
    const now = Date.now();
    const windowMs = window.ms;
    const key = `${window.name}:${limit}:${identifier}`;
    // Bounded memory under a flood of distinct callers (e.g. one per IP).
    if (counters.size > 50_000) sweep(now);
    let counter = counters.get(key);
    if (!counter || counter.reset <= now) {
      counter = { count: 0, reset: (Math.floor(now / windowMs) + 1) * windowMs };
      counters.set(key, counter);
    }
    if (rate > 0 && counter.count + rate > limit) return { success: false, limit, remaining: Math.max(0, limit - counter.count), reset: counter.reset };
    counter.count = Math.max(0, counter.count + rate);
    return { success: true, limit, remaining: limit - counter.count, reset: counter.reset };
  };
}
