import { Ratelimit } from "@upstash/ratelimit";
import { Redis, type Requester } from "@upstash/redis";
import type { WindowLimiter, WindowSpec } from "./types";
import { createUpstashRequester } from "./upstash-requester";

/** What `new Redis({ enableAutoPipelining: true })` gives, for a client on its own transport. */
class PipelinedRedis extends Redis {
  static over(requester: Requester): Redis {
    return new PipelinedRedis(requester).autoPipeline();
  }
}

export type UpstashConfig = { url: string; token: string; timeoutMs: number; prefix?: string };

/**
 * The minute and day windows on Upstash Redis (locally: the Upstash REST emulator in front
 * of the machine's Redis). The minute window slides, so a burst at a minute boundary cannot
 * get twice the limit; the day window is fixed to the UTC day, so its reset is a clear time.
 */
export function createUpstashWindowLimiter({ url, token, timeoutMs, prefix = "vas:rl" }: UpstashConfig): WindowLimiter {
  // Our own transport (node:http, kept-alive sockets, the socket's timeout instead of an abort
  // signal per request): a slow or absent Redis costs at most timeoutMs and throws, with no
  // retries, so the caller falls back to counting in memory. No telemetry headers are sent.
  // Auto-pipelining sends the minute and the day window of a request, asked at the same
  // moment, in one HTTP round trip (Upstash's /pipeline) instead of two. Answers are plain
  // JSON (no base64: the scripts return numbers only).
  const redis = PipelinedRedis.over(createUpstashRequester({ url, token, timeoutMs }));

  // One Ratelimit per window and size, made on first use: the three tiers need six, an
  // operator's override for an account one or two more, sign-in throttling a few.
  const limiters = new Map<string, Ratelimit>();
  function limiterFor(window: WindowSpec, tokens: number): Ratelimit {
    const name = `${window.name}:${tokens}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new Ratelimit({
        redis,
        prefix: `${prefix}:${name}`,
        limiter: window.sliding ? Ratelimit.slidingWindow(tokens, `${window.ms} ms`) : Ratelimit.fixedWindow(tokens, `${window.ms} ms`),
        // The library's own timeout admits the request silently; ours (the socket timeout
        // of the transport) throws, so the caller can fall back and say so.
        timeout: 0,
        analytics: false,
        // Callers over the limit are remembered by createRateLimiter, for both windows at once.
        ephemeralCache: false,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return async (window: WindowSpec, tokens: number, identifier: string, rate = 1) => {
    const { success, limit, remaining, reset } = await limiterFor(window, tokens).limit(identifier, { rate });
    return { success, limit, remaining, reset };
  };
}
