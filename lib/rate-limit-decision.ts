// What a rate limit answers: the shapes the limiter counts with and returns, which the pipeline,
// the response headers and the request context (observability) read. On the ground floor so
// that reading them takes no import of the limiter.
/** One window's answer: the shape @upstash/ratelimit returns, reduced to what we use. */
export type WindowResult = {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix milliseconds at which the window's count starts afresh. */
  reset: number;
  /**
   * Milliseconds until the window has room for one more request, 0 if it has room now. On the
   * counter's own clock (Redis's), so no other clock has to agree with it; for a sliding window
   * it can reach past `reset`, while the previous window's share still counts.
   */
  retryAfterMs: number;
};

export type WindowName = "minute" | "day";

/**
 * A counting window: the tiers' minute (sliding) and day (fixed to the UTC day), or one of
 * its own length such as sign-in throttling's 15 minutes. `name` keeps counts apart.
 * A sliding window counts the current fixed window plus the previous one weighted by how much
 * of it still overlaps the last `ms` (the approximation @upstash/ratelimit also makes).
 */
export type WindowSpec = { name: string; ms: number; sliding: boolean };

/** Requests allowed per window: a tier's numbers, or an operator's override for one account. */
export type Limits = Record<WindowName, number>;

/** One window a request is counted against, with the number of requests it allows. */
export type WindowCount = { window: WindowSpec; limit: number };

/**
 * Counts `rate` requests against every window at once, as one step: all windows or none. The
 * request is admitted only if each window has room; a refused request is counted nowhere.
 * A negative `rate` gives requests back; 0 only reads. Answers one result per window, in order.
 */
export type WindowCounter = (windows: WindowCount[], identifier: string, rate?: number) => Promise<WindowResult[]>;

export type RateLimitDecision = WindowResult & {
  /** Seconds until a request may succeed again; set when `success` is false. */
  retryAfterSeconds?: number;
  /** Which store counted this request (tests and logs). */
  store: "redis" | "memory";
};
