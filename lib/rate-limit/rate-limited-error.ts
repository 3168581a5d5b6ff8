import { ApiError } from "@/lib/errors";
import type { RateLimitDecision } from "@/lib/rate-limit-decision";

/** The headers every counted answer carries, the public API's and the dashboard's alike. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    // Unix seconds, as GitHub's API does: a client can sleep until then without clock maths.
    "X-RateLimit-Reset": String(Math.ceil(decision.reset / 1000)),
  };
}

/**
 * The one 429 for a refused decision, whichever limit refused it: `RATE_LIMITED` with
 * `Retry-After` and the refusing window's rate-limit headers, so a client backs off the same
 * way from the API's limits, the dashboard's write limit and the invitation mail limits.
 */
export function rateLimitedError(decision: RateLimitDecision, message?: string): ApiError {
  const wait = decision.retryAfterSeconds ?? 1;
  return new ApiError("RATE_LIMITED", message ?? `Rate limit exceeded; retry in ${wait} s`, undefined, {
    ...rateLimitHeaders(decision),
    "Retry-After": String(wait),
  });
}
