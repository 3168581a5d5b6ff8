import { createMemoryWindowLimiter } from "./memory-window-limiter";
import { createUpstashWindowLimiter } from "./upstash-window-limiter";
import type { Limits, RateLimitDecision, WindowLimiter, WindowResult, WindowSpec } from "./types";
import { upstashSettingsFromEnv } from "./upstash-settings";
import { TIER_WINDOWS } from "./windows";
import { logger } from "@/lib/observability/logger";

/** How long a request waits for Redis before it is counted in memory instead. */
const DEFAULT_TIMEOUT_MS = 250;
/** After a Redis failure, how long to count in memory before trying Redis again. */
const REDIS_RETRY_AFTER_MS = 5_000;

export type RateLimiter = {
  /** "redis" or "memory": what the log says is in use. */
  readonly store: "redis" | "memory";
  check(limits: Limits, identifier: string): Promise<RateLimitDecision>;
  /** Counts one attempt against a single window of its own length (sign-in throttling). */
  checkWindow(window: WindowSpec, limit: number, identifier: string): Promise<RateLimitDecision>;
  /** Gives one attempt back to that window (a right password is not a guess). Never throws. */
  refundWindow(window: WindowSpec, limit: number, identifier: string): Promise<void>;
  /** Both windows as they stand, without counting a request (the dashboard's overview). */
  peek(limits: Limits, identifier: string): Promise<Record<keyof Limits, WindowResult>>;
};

type Log = (message: string) => void;

/**
 * Counts a request against the minute and the day window at once (one Redis round trip) and
 * admits it only if both do. A window that admitted a request the other turned away gets it
 * back, so a request refused per minute does not use up the day. The window with fewer
 * requests left is the one reported.
 *
 * Redis unreachable or slower than the timeout: the request is counted in this process's
 * memory for the next few seconds instead of failing or waiting. Limits stay enforced per
 * instance, no request waits longer than the timeout, and the switch is logged both ways.
 */
export function createRateLimiter(
  options: {
    redis?: { url: string; token: string; timeoutMs?: number; prefix?: string };
    /** How long to count in memory after a Redis failure before trying Redis again. */
    redisRetryAfterMs?: number;
    log?: Log;
  } = {},
): RateLimiter {
  const retryAfterMs = options.redisRetryAfterMs ?? REDIS_RETRY_AFTER_MS;
  const log = options.log ?? ((message) => logger.warn(message));
  const memory = createMemoryWindowLimiter();
  const redis = options.redis
    ? createUpstashWindowLimiter({ ...options.redis, timeoutMs: options.redis.timeoutMs ?? DEFAULT_TIMEOUT_MS })
    : undefined;
  // Callers already turned away, until their window resets: a client hammering after a 429
  // costs no Redis round trip. Per process, so it can only ever refuse what Redis refused.
  const blocked = new Map<string, WindowResult>();

  async function both(limiter: WindowLimiter, limits: Limits, identifier: string): Promise<WindowResult> {
    const [minute, day] = await Promise.all([
      limiter(TIER_WINDOWS.minute, limits.minute, identifier),
      limiter(TIER_WINDOWS.day, limits.day, identifier),
    ]);
    if (minute.success && day.success) return day.remaining < minute.remaining ? day : minute;
    const [refused, admitted] = minute.success ? [day, "minute" as const] : [minute, day.success ? ("day" as const) : undefined];
    if (admitted) {
      // Not awaited: the answer is already known, and a lost refund only errs on the strict side.
      limiter(TIER_WINDOWS[admitted], limits[admitted], identifier, -1).catch(() => {});
    }
    return refused;
  }

  let redisDownUntil = 0;

  function decide(result: WindowResult, store: RateLimitDecision["store"]): RateLimitDecision {
    if (result.success) return { ...result, store };
    return { ...result, store, retryAfterSeconds: Math.max(1, Math.ceil((result.reset - Date.now()) / 1000)) };
  }

  async function unlessBlocked(blockKey: string, counted: () => Promise<RateLimitDecision>): Promise<RateLimitDecision> {
    const block = blocked.get(blockKey);
    if (block && block.reset > Date.now()) return decide(block, redis ? "redis" : "memory");
    if (block) blocked.delete(blockKey);
    const decision = await counted();
    if (!decision.success) {
      if (blocked.size > 10_000) blocked.clear();
      blocked.set(blockKey, { ...decision, remaining: 0 });
    }
    return decision;
  }

  return {
    store: redis ? "redis" : "memory",
    check(limits, identifier) {
      return unlessBlocked(`${limits.minute}/${limits.day}:${identifier}`, () =>
        count((limiter) => both(limiter, limits, identifier)),
      );
    },
    checkWindow(window, limit, identifier) {
      return unlessBlocked(`${window.name}:${limit}:${identifier}`, () =>
        count((limiter) => limiter(window, limit, identifier)),
      );
    },
    async refundWindow(window, limit, identifier) {
      const limiter = redis && Date.now() >= redisDownUntil ? redis : memory;
      await limiter(window, limit, identifier, -1).catch(() => {});
    },
    async peek(limits, identifier) {
      // A rate of 0 asks each window for its count without adding to it.
      const read = (limiter: WindowLimiter) =>
        Promise.all([limiter(TIER_WINDOWS.minute, limits.minute, identifier, 0), limiter(TIER_WINDOWS.day, limits.day, identifier, 0)]);
      let windows: WindowResult[] | undefined;
      if (redis && Date.now() >= redisDownUntil) windows = await read(redis).catch(() => undefined);
      const [minute, day] = windows ?? (await read(memory));
      return { minute, day };
    },
  };

  async function count(counted: (limiter: WindowLimiter) => Promise<WindowResult>): Promise<RateLimitDecision> {
    if (redis && Date.now() >= redisDownUntil) {
      try {
        const result = await counted(redis);
        if (redisDownUntil !== 0) {
          redisDownUntil = 0;
          log("rate limit: Redis is reachable again; counting in Redis");
        }
        return decide(result, "redis");
      } catch (error) {
        redisDownUntil = Date.now() + retryAfterMs;
        const reason = error instanceof Error ? error.message : String(error);
        log(`rate limit: Redis unavailable (${reason}); counting in memory for ${retryAfterMs / 1000} s`);
      }
    }
    return decide(await counted(memory), "memory");
  }
}

const globalForLimiter = globalThis as unknown as { apiRateLimiter?: RateLimiter };

/**
 * The process's limiter, from UPSTASH_REDIS_REST_URL / UPSTASH_REDIS_REST_TOKEN. Without them
 * it counts in memory and says so once in the log.
 */
export function getRateLimiter(): RateLimiter {
  if (!globalForLimiter.apiRateLimiter) {
    const redis = upstashSettingsFromEnv();
    const limiter = createRateLimiter({ redis });
    logger.info(
      redis
        ? `▶ Rate limiter: Upstash Redis at ${new URL(redis.url).host}`
        : "▶ Rate limiter: in-memory, per process (set UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN for Redis)",
    );
    globalForLimiter.apiRateLimiter = limiter;
  }
  return globalForLimiter.apiRateLimiter;
}

/** Replaces the process's limiter (tests: a Redis that is down or slow). Returns the previous one. */
export function replaceRateLimiter(limiter: RateLimiter | undefined): RateLimiter | undefined {
  const previous = globalForLimiter.apiRateLimiter;
  globalForLimiter.apiRateLimiter = limiter;
  return previous;
}
