import { randomBytes } from "node:crypto";
import { Redis } from "@upstash/redis";
import { defineService, services } from "@/lib/services";
import { upstashSettingsFromEnv } from "./upstash-settings";
import { logger } from "@/lib/observability/logger";

/** A held slot; release it when the work is done (a lost release frees itself at expiry). */
export type SlotLease = { release: () => Promise<void> };

export type Semaphore = {
  /** A slot of `key` if fewer than `capacity` are held, else null. Slots expire after `ttlMs`. */
  tryAcquire(key: string, capacity: number, ttlMs: number): Promise<SlotLease | null>;
};

const REDIS_RETRY_AFTER_MS = 5_000;

type Store = {
  acquire(key: string, holder: string, capacity: number, ttlMs: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
};

// Holders in a sorted set scored by their expiry, so a crashed holder's slot frees itself.
// Redis's own clock decides expiry: app instances' clocks may disagree.
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

function redisStore({ url, token, timeoutMs, prefix }: { url: string; token: string; timeoutMs: number; prefix: string }): Store {
  const redis = new Redis({
    url,
    token,
    retry: false,
    enableTelemetry: false,
    keepAlive: true,
    signal: () => AbortSignal.timeout(timeoutMs),
  });
  return {
    async acquire(key, holder, capacity, ttlMs) {
      return (await redis.eval(ACQUIRE_SCRIPT, [`${prefix}:${key}`], [capacity, ttlMs, holder])) === 1;
    },
    async release(key, holder) {
      await redis.zrem(`${prefix}:${key}`, holder);
    },
  };
}

function memoryStore(): Store {
  const slots = new Map<string, Map<string, number>>();
  return {
    async acquire(key, holder, capacity, ttlMs) {
      const now = Date.now();
      const holders = slots.get(key) ?? new Map<string, number>();
      for (const [id, expires] of holders) if (expires <= now) holders.delete(id);
      if (holders.size >= capacity) return false;
      holders.set(holder, now + ttlMs);
      slots.set(key, holders);
      return true;
    },
    async release(key, holder) {
      const holders = slots.get(key);
      holders?.delete(holder);
      if (holders?.size === 0) slots.delete(key);
    },
  };
}

/**
 * Counting semaphores shared by every app instance through Redis, or per process in memory
 * (no Redis configured, or Redis not answering: the same fall-back the rate limiter makes, so
 * a Redis outage never blocks the work, it only makes the cap per instance).
 */
export function createSemaphore(options: { redis?: { url: string; token: string; timeoutMs?: number; prefix?: string } } = {}): Semaphore {
  const memory = memoryStore();
  const redis = options.redis
    ? redisStore({ ...options.redis, timeoutMs: options.redis.timeoutMs ?? 250, prefix: options.redis.prefix ?? "vas:sem" })
    : undefined;

  // After a failure Redis is left alone for a few seconds, like the rate limiter does.
  let redisDownUntil = 0;

  async function acquire(key: string, holder: string, capacity: number, ttlMs: number): Promise<Store | null> {
    if (redis && Date.now() >= redisDownUntil) {
      try {
        return (await redis.acquire(key, holder, capacity, ttlMs)) ? redis : null;
      } catch (error) {
        redisDownUntil = Date.now() + REDIS_RETRY_AFTER_MS;
        logger.warn(
          { component: "semaphore", err: error, retryAfterMs: REDIS_RETRY_AFTER_MS },
          "Redis unavailable; holding slots in memory for a while",
        );
      }
    }
    return (await memory.acquire(key, holder, capacity, ttlMs)) ? memory : null;
  }

  return {
    async tryAcquire(key, capacity, ttlMs) {
      const holder = randomBytes(12).toString("base64url");
      const store = await acquire(key, holder, capacity, ttlMs);
      if (!store) return null;
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          // A failed release is not fatal: the slot expires on its own.
          await store.release(key, holder).catch(() => {});
        },
      };
    },
  };
}

/** The process's semaphore, on the same Redis (and key prefix family) as the rate limiter. */
export const semaphoreService = defineService({
  name: "semaphore",
  create: () => createSemaphore({ redis: upstashSettingsFromEnv("sem") }),
});

export const getSemaphore = (): Semaphore => services().get(semaphoreService);
