/** One window's answer: the shape @upstash/ratelimit returns, reduced to what we use. */
export type WindowResult = {
  success: boolean;
  limit: number;
  remaining: number;
  /** Unix milliseconds at which the window's count starts afresh. */
  reset: number;
};

export type WindowName = "minute" | "day";

/** Requests allowed per window: a tier's numbers, or an operator's override for one account. */
export type Limits = Record<WindowName, number>;

/** Counts one request against one window; a negative `rate` gives requests back. */
export type WindowLimiter = (window: WindowName, tokens: number, identifier: string, rate?: number) => Promise<WindowResult>;

export type RateLimitDecision = WindowResult & {
  /** Seconds until a request may succeed again; set when `success` is false. */
  retryAfterSeconds?: number;
  /** Which store counted this request (tests and logs). */
  store: "redis" | "memory";
};
