import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { Tier } from "@/generated/prisma/enums";
import { TIER_NAMES } from "@/lib/tiers";
import { windowTokens } from "./windows";
import type { WindowLimiter, WindowName } from "./types";

export type UpstashConfig = { url: string; token: string; timeoutMs: number; prefix?: string };

/**
 * The two windows of every tier on Upstash Redis (locally: the Upstash REST emulator in front
 * of the machine's Redis). The minute window slides, so a burst at a minute boundary cannot
 * get twice the limit; the day window is fixed to the UTC day, so its reset is a clear time.
 */
export function createUpstashWindowLimiter({ url, token, timeoutMs, prefix = "vas:rl" }: UpstashConfig): WindowLimiter {
  const redis = new Redis({
    url,
    token,
    // A slow or absent Redis must cost at most timeoutMs per request, never the client's
    // five retries with backoff: the caller falls back to counting in memory instead.
    retry: false,
    signal: () => AbortSignal.timeout(timeoutMs),
    enableTelemetry: false,
    keepAlive: true,
  });

  const limiters = new Map<string, Ratelimit>();
  for (const tier of TIER_NAMES) {
    for (const window of ["minute", "day"] as const) {
      const tokens = windowTokens(window, tier);
      limiters.set(
        `${window}:${tier}`,
        new Ratelimit({
          redis,
          prefix: `${prefix}:${window}:${tier.toLowerCase()}`,
          limiter: window === "minute" ? Ratelimit.slidingWindow(tokens, "60 s") : Ratelimit.fixedWindow(tokens, "1 d"),
          // The library's own timeout admits the request silently; ours (the abort signal
          // above) throws, so the caller can fall back and say so.
          timeout: 0,
          analytics: false,
          // Remembers callers already over the limit until their window resets, so a client
          // hammering after a 429 costs no Redis round trip.
          ephemeralCache: new Map(),
        }),
      );
    }
  }

  return async (window: WindowName, tier: Tier, identifier: string) => {
    const limiter = limiters.get(`${window}:${tier}`);
    if (!limiter) throw new Error(`No rate limiter for ${window}:${tier}`);
    const { success, limit, remaining, reset } = await limiter.limit(identifier);
    return { success, limit, remaining, reset };
  };
}
