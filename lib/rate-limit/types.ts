/** One window's answer: the shape @upstash/ratelimit returns, reduced to what we use. */
export type WindowResult = {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix milliseconds at which the window's count starts afresh. */
  reset: number;
};

export type WindowName = "minute" | "day";

/**
 * A counting window: the tiers' minute (sliding) and day (fixed to the UTC day), or one of
 * its own length such as sign-in throttling's 15 minutes. `name` keeps counts apart.
 */
export type WindowSpec = { name: string; ms: number; sliding: boolean };

/** Requests allowed per window: a tier's numbers, or an operator's override for one account. */
export type Limits = Record<WindowName, number>;

/** Counts one request against one window; a negative `rate` gives requests back. */
export type WindowLimiter = (window: WindowSpec, tokens: number, identifier: string, rate?: number) => Promise<WindowResult>;

export type RateLimitDecision = WindowResult & {
  /** Seconds until a request may succeed again; set when `success` is false. */
  retryAfterSeconds?: number;
  /** Which store counted this request (tests and logs). */
  store: "redis" | "memory";
};
