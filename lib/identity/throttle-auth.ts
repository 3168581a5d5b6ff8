import { createHash } from "node:crypto";
import { ApiError } from "@/lib/errors";
import { config } from "@/lib/config/config";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import type { WindowSpec } from "@/lib/rate-limit-decision";

type Rule = { window: WindowSpec; limit: () => number; what: string };

const FIFTEEN_MINUTES: WindowSpec = { name: "auth-15m", ms: 15 * 60_000, sliding: true };
const ONE_HOUR: WindowSpec = { name: "auth-1h", ms: 60 * 60_000, sliding: true };

/**
 * Attempts counted before any password is hashed. Per e-mail: at most 10 guesses at one
 * account in any 15 minutes, from however many addresses. Per address: room for a shared
 * office network, not for a guesser trying many accounts. Sign-ups per address bound how fast
 * one client creates accounts (and probes which e-mails are taken).
 */
export const AUTH_RULES = {
  signInPerEmail: { window: FIFTEEN_MINUTES, limit: () => 10, what: "sign-in attempts for this e-mail" },
  signInPerAddress: { window: FIFTEEN_MINUTES, limit: () => 50, what: "sign-in attempts from your network" },
  signUpPerAddress: {
    window: ONE_HOUR,
    limit: () => config().SIGN_UP_LIMIT_PER_HOUR,
    what: "sign-ups from your network",
  },
  // Password resets, requested and completed: per e-mail it bounds the mail one inbox can be
  // sent (and the guesses at one account's new password); per address, one client's probing.
  passwordResetPerEmail: { window: ONE_HOUR, limit: () => 10, what: "password reset attempts for this e-mail" },
  passwordResetPerAddress: { window: FIFTEEN_MINUTES, limit: () => 20, what: "password reset attempts from your network" },
  // Second-factor codes (lib/identity/second-factors): as passwords, 10 guesses at one user's codes in any
  // 15 minutes, wherever they come from; a million six-digit codes stay out of reach.
  twoFactorPerUser: { window: FIFTEEN_MINUTES, limit: () => 10, what: "two-factor code attempts" },
  twoFactorPerAddress: { window: FIFTEEN_MINUTES, limit: () => 50, what: "two-factor code attempts from your network" },
} as const satisfies Record<string, Rule>;

export type AuthRuleName = keyof typeof AUTH_RULES;

/** 429 with the wait; inside next-auth's `authorize` its message reaches the sign-in form. */
export class TooManyAttemptsError extends ApiError {
  constructor(
    readonly rule: AuthRuleName,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", `Too many ${AUTH_RULES[rule].what}. Try again in ${describeWait(retryAfterSeconds)}.`, undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
    this.name = "TooManyAttemptsError";
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The counter's name: e-mails are normalised and hashed, so Redis never holds one. */
function identifier(rule: AuthRuleName, subject: string): string {
  const normalised = rule.endsWith("PerEmail") ? subject.trim().toLowerCase() : subject;
  return `${rule}:${createHash("sha256").update(normalised).digest("base64url").slice(0, 32)}`;
}

export type Attempt = Partial<Record<AuthRuleName, string>>;

/**
 * How long a refused attempt is held before it is answered. A flooding client keeps a fixed
 * number of connections busy; held for a second, each brings one refusal a second instead of
 * hundreds, and the waiting costs a timer, not CPU, so other customers do not queue behind it.
 */
export const REFUSAL_DELAY_MS = 1_000;

/**
 * Counts one attempt under each rule given (rule → e-mail or address) and throws
 * TooManyAttemptsError, with the longest wait, when any refuses. Call it before hashing.
 */
export async function throttleAttempt(attempt: Attempt): Promise<void> {
  const limiter = getRateLimiter();
  const entries = Object.entries(attempt) as [AuthRuleName, string][];
  const decisions = await Promise.all(
    entries.map(([rule, subject]) => limiter.checkWindow(AUTH_RULES[rule].window, AUTH_RULES[rule].limit(), identifier(rule, subject))),
  );
  let refused: TooManyAttemptsError | undefined;
  decisions.forEach((decision, index) => {
    const wait = decision.retryAfterSeconds ?? 0;
    if (!decision.success && (!refused || wait > refused.retryAfterSeconds)) refused = new TooManyAttemptsError(entries[index][0], wait);
  });
  if (refused) {
    await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
    throw refused;
  }
}

/** Gives the attempt back: a right password is not a guess. */
export async function forgiveAttempt(attempt: Attempt): Promise<void> {
  const limiter = getRateLimiter();
  await Promise.all(
    (Object.entries(attempt) as [AuthRuleName, string][]).map(([rule, subject]) =>
      limiter.refundWindow(AUTH_RULES[rule].window, AUTH_RULES[rule].limit(), identifier(rule, subject)),
    ),
  );
}
