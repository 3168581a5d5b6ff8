import { logger } from "@/lib/observability/logger";
import { rateLimiterFallbacks } from "@/lib/observability/metrics";
import { createMemoryWindowCounter, windowKey } from "./memory-window-counter";
import { createRedisWindowCounter } from "./redis-window-counter";
import type { Limits, RateLimitDecision, WindowCount, WindowCounter, WindowResult, WindowSpec } from "@/lib/rate-limit-decision";
import { defineService, services } from "@/lib/services";
import { upstashSettingsFromEnv } from "./upstash-settings";
import { TIER_WINDOWS } from "./windows";

/** How long a request waits for Redis, at least, before it is counted in memory instead. */
const DEFAULT_TIMEOUT_MS = 250;
/** The longest the measured latency may stretch that wait to. */
const MAX_ADAPTIVE_TIMEOUT_MS = 1_000;
/** After a Redis failure, how long to count in memory before trying Redis again. */
const REDIS_RETRY_AFTER_MS = 5_000;
/** Bound on the per-window record of Redis's last answers (one entry per active caller). */
const MAX_REMEMBERED = 50_000;

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

/** A warning: a short message, and the fields (the error) apart from it. */
type Log = (message: string, fields?: Record<string, unknown>) => void;

/** The answer for a request: the window it was refused by (the later reset), else the tighter one. */
function reported(results: WindowResult[]): WindowResult {
  const refused = results.filter((result) => result.remaining === 0 && !result.success);
  if (refused.length > 0) return refused.reduce((later, result) => (result.reset > later.reset ? result : later));
  return results.reduce((tighter, result) => (result.remaining < tighter.remaining ? result : tighter));
}

/**
 * Counts a request against the minute and the day window at once (one atomic Redis script)
 * and admits it only if both have room; a refused request is counted in neither. The window
 * with fewer requests left is the one reported.
 *
 * Redis unreachable or slower than the timeout: the request is counted in this process's
 * memory for the next few seconds instead of failing or waiting, carrying on from what Redis
 * had counted when the call was sent: its last answer for the window plus this process's
 * calls still on their way (a call that timed out was probably counted there too, so starting
 * afresh would admit a burst twice; the call is not abandoned, so it still reaches Redis's
 * count). The timeout follows Redis's measured latency (four times
 * its moving average, between the setting and 1 s; the 1 s until Redis first answers), so a
 * loaded machine does not fall back just for being slow. Each request counted in memory adds to the
 * `rate_limiter.fallbacks` metric; the switch is logged both ways.
 */
export function createRateLimiter(
  options: {
    redis?: { url: string; token: string; timeoutMs?: number; prefix?: string };
    /** How long to count in memory after a Redis failure before trying Redis again. */
    redisRetryAfterMs?: number;
    log?: Log;
    /** This process's clock, Unix ms (tests pin it; Redis counts on its own). */
    now?: () => number;
  } = {},
): RateLimiter {
  const retryAfterMs = options.redisRetryAfterMs ?? REDIS_RETRY_AFTER_MS;
  const log = options.log ?? ((message, fields) => logger.warn({ component: "rate-limit", ...fields }, message));
  const now = options.now ?? (() => Date.now());
  const memory = createMemoryWindowCounter(now);
  const baseTimeoutMs = options.redis?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let latencyMs = 0;
  // Until Redis has answered once (a cold process: connection, script load), the cap.
  const timeoutMs = () =>
    Math.max(baseTimeoutMs, latencyMs === 0 ? MAX_ADAPTIVE_TIMEOUT_MS : Math.min(MAX_ADAPTIVE_TIMEOUT_MS, 4 * latencyMs));
  const redis = options.redis ? createRedisWindowCounter(options.redis) : undefined;
  // What Redis last said each window had used, until that window ends, and how many calls
  // per window are on their way to it.
  const lastRedisCount = new Map<string, { used: number; reset: number; ms: number }>();
  const inFlight = new Map<string, number>();
  // Callers already turned away, until the wait they were given is over (on this process's
  // clock: a duration, not Redis's reset time): a client hammering after a 429 costs no Redis
  // round trip. Per process, so it can only ever refuse what Redis refused.
  const blocked = new Map<string, { decision: RateLimitDecision; until: number }>();
  let redisDownUntil = 0;

  const redisUp = () => redis !== undefined && now() >= redisDownUntil;

  function remember(windows: WindowCount[], identifier: string, results: WindowResult[]): void {
    if (lastRedisCount.size > MAX_REMEMBERED) lastRedisCount.clear();
    windows.forEach(({ window, limit }, index) => {
      const key = windowKey(window.name, limit, identifier);
      const { remaining, reset } = results[index];
      const known = lastRedisCount.get(key);
      // Answers can arrive out of order: within one window the count only grows.
      if (known && known.reset === reset && known.used >= limit - remaining) return;
      lastRedisCount.set(key, { used: limit - remaining, reset, ms: window.ms });
    });
  }

  /** `ahead`: per window, what Redis had counted when this request's own call was sent. */
  async function countInMemory(windows: WindowCount[], identifier: string, rate: number, ahead?: number[]): Promise<WindowResult[]> {
    if (redis) {
      const at = now();
      windows.forEach(({ window, limit }, index) => {
        const key = windowKey(window.name, limit, identifier);
        const known = lastRedisCount.get(key);
        const used = Math.max(known && known.reset > at ? known.used : 0, ahead?.[index] ?? 0);
        if (used > 0) memory.carryOver(key, used, window.ms);
      });
      if (rate > 0) rateLimiterFallbacks.add(1);
    }
    return memory(windows, identifier, rate);
  }

  /** The call's answer, or a rejection once `ms` have passed; the call itself goes on. */
  // One promise settled by whichever comes first, rather than Promise.race over a second
  // timeout promise and a `finally`: every public API request passes here, and those are three
  // promises and their reactions fewer per request.
  function within<T>(call: Promise<T>, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // After a stall (a long computation, a starved CPU) the loop runs expired timers before
      // it reads sockets: the rejection waits one turn (setImmediate), so an answer that arrived
      // during the stall is read first and wins. Only a call really late is a timeout.
      const timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
      call.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  const count: WindowCounter = async (windows, identifier, rate = 1) => {
    if (redis && redisUp()) {
      const keys = windows.map(({ window, limit }) => windowKey(window.name, limit, identifier));
      // Calls of this caller already on their way: Redis, which runs them in order, will have
      // counted them before this one. Should this one time out, memory starts from there.
      const ahead = keys.map((key) => (lastRedisCount.get(key)?.used ?? 0) + (inFlight.get(key) ?? 0));
      for (const key of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      const started = performance.now();
      // Not abandoned at the timeout: a late answer still reaches Redis's count (and ours).
      const call = redis(windows, identifier, rate).then((results) => {
        latencyMs = latencyMs === 0 ? performance.now() - started : 0.8 * latencyMs + 0.2 * (performance.now() - started);
        remember(windows, identifier, results);
        return results;
      });
      void call
        .catch(() => {})
        .finally(() => {
          for (const key of keys) {
            const left = (inFlight.get(key) ?? 1) - 1;
            if (left > 0) inFlight.set(key, left);
            else inFlight.delete(key);
          }
        });
      try {
        const results = await within(call, Math.round(timeoutMs()));
        if (redisDownUntil !== 0) {
          redisDownUntil = 0;
          log("rate limit: Redis is reachable again; counting in Redis");
        }
        return results;
      } catch (error) {
        // Only the first failure of a burst switches (and logs); its siblings just follow.
        if (redisUp()) {
          redisDownUntil = now() + retryAfterMs;
          log("rate limit: Redis unavailable; counting in memory for a while, from Redis's last counts", { err: error, retryAfterMs });
        }
        return countInMemory(windows, identifier, rate, ahead);
      }
    }
    return countInMemory(windows, identifier, rate);
  };

  /** A refusal's wait: the longest of the windows without room, as the counter measured it. */
  function refusal(result: WindowResult, store: RateLimitDecision["store"], waitMs: number): RateLimitDecision {
    return { ...result, store, retryAfterMs: waitMs, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  function decide(results: WindowResult[], store: RateLimitDecision["store"]): RateLimitDecision {
    const result = reported(results);
    if (result.success) return { ...result, store };
    return refusal(result, store, Math.max(...results.map((window) => window.retryAfterMs)));
  }

  async function counted(windows: WindowCount[], identifier: string): Promise<RateLimitDecision> {
    const blockKey = windows.map(({ window, limit }) => windowKey(window.name, limit, "")).join("/") + identifier;
    const block = blocked.get(blockKey);
    if (block && block.until > now()) return refusal(block.decision, redis ? "redis" : "memory", block.until - now());
    if (block) blocked.delete(blockKey);
    const wasUp = redisUp();
    const results = await count(windows, identifier);
    const decision = decide(results, wasUp && redisUp() ? "redis" : "memory");
    if (!decision.success) {
      if (blocked.size > 10_000) blocked.clear();
      blocked.set(blockKey, { decision: { ...decision, remaining: 0 }, until: now() + decision.retryAfterMs });
    }
    return decision;
  }

  return {
    store: redis ? "redis" : "memory",
    check(limits, identifier) {
      return counted(
        [
          { window: TIER_WINDOWS.minute, limit: limits.minute },
          { window: TIER_WINDOWS.day, limit: limits.day },
        ],
        identifier,
      );
    },
    checkWindow(window, limit, identifier) {
      return counted([{ window, limit }], identifier);
    },
    async refundWindow(window, limit, identifier) {
      await count([{ window, limit }], identifier, -1).catch(() => {});
    },
    async peek(limits, identifier) {
      // A rate of 0 asks each window for its count without adding to it.
      const [minute, day] = await count(
        [
          { window: TIER_WINDOWS.minute, limit: limits.minute },
          { window: TIER_WINDOWS.day, limit: limits.day },
        ],
        identifier,
        0,
      );
      return { minute, day };
    },
  };
}

/** What a process logs about its limiter's store, once; `npm run dev` prints the same at start. */
export const LIMITER_NOTICE = {
  redis: "Rate limiter: Upstash Redis",
  memory: "Rate limiter: in-memory, per process (set UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN for Redis)",
} as const;

/**
 * The process's limiter, from UPSTASH_REDIS_REST_URL / UPSTASH_REDIS_REST_TOKEN. Without them
 * it counts in memory and says so once in the log.
 */
export const rateLimiterService = defineService({
  name: "rate limiter",
  create(): RateLimiter {
    const redis = upstashSettingsFromEnv();
    const limiter = createRateLimiter({ redis });
    logger.info(
      { component: "rate-limit", store: limiter.store, ...(redis ? { host: new URL(redis.url).host } : {}) },
      redis ? LIMITER_NOTICE.redis : LIMITER_NOTICE.memory,
    );
    return limiter;
  },
});

export const getRateLimiter = (): RateLimiter => services().get(rateLimiterService);
