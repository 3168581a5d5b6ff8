import { createHash } from "node:crypto";
import { config } from "@/lib/config/config";
import { logger } from "@/lib/observability/logger";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { rateLimitedError } from "@/lib/rate-limit/rate-limited-error";
import type { RateLimitDecision, WindowSpec } from "@/lib/rate-limit-decision";

/** The hour slides (no double burst at its boundary), as sign-up throttling's does. */
const ONE_HOUR: WindowSpec = { name: "invitations-1h", ms: 60 * 60_000, sliding: true };
/**
 * The day is the UTC day, as the API's: a sliding day's wait can run to two days, and "try again
 * tomorrow" is what a person can act on; the few extra e-mails a midnight allows are bounded.
 */
const ONE_DAY: WindowSpec = { name: "invitation-mail-day", ms: 24 * 60 * 60_000, sliding: false };

type Rule = { window: WindowSpec; limit: number; identifier: string; name: string; refusal: (wait: string) => string };

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/**
 * The two limits of an invitation e-mail. Per account: a team grows by a few people at a time;
 * an account made to spam (its name is in the subject) gets a handful out, not thousands. Per
 * recipient, across all accounts: one inbox cannot be flooded through us, by resends of one
 * invitation or by invitations from many accounts. The address is hashed, so Redis never holds it.
 */
function rulesFor(accountId: string, email: string): Rule[] {
  const recipient = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
  return [
    {
      window: ONE_HOUR,
      limit: config().INVITATION_LIMIT_PER_HOUR,
      identifier: `invitations:${accountId}`,
      name: "per-account",
      refusal: (wait) => `This account has sent as many invitations as it may in an hour. Try again in ${wait}.`,
    },
    {
      window: ONE_DAY,
      limit: config().INVITATION_MAIL_LIMIT_PER_RECIPIENT_PER_DAY,
      identifier: `invitation-mail:${recipient}`,
      name: "per-recipient",
      refusal: (wait) => `This address has been sent as many invitation e-mails as it may in a day. Try again in ${wait}.`,
    },
  ];
}

/**
 * Runs one invitation or resend within the invitation mail limits: counted before anything is
 * written or sent, and refused with the one 429 (Retry-After and the refusing window's
 * rate-limit headers) when either limit is used up. The counts are given back when `send`
 * throws (a refusal such as 409, nothing sent) or when the other limit refuses, so the limits
 * count e-mails, not attempts; attempts are the member's write limit's (lib/api).
 */
export async function withInvitationMailLimits<T>(
  accountId: string,
  email: string,
  context: { action: "invite" | "resend"; actorId: string | null },
  send: () => Promise<T>,
): Promise<T> {
  const limiter = getRateLimiter();
  const rules = rulesFor(accountId, email);
  const decisions = await Promise.all(rules.map((rule) => limiter.checkWindow(rule.window, rule.limit, rule.identifier)));
  const refundAdmitted = () =>
    Promise.all(
      rules.map((rule, index) =>
        decisions[index].success ? limiter.refundWindow(rule.window, rule.limit, rule.identifier) : Promise.resolve(),
      ),
    );

  let refused: { rule: Rule; decision: RateLimitDecision } | undefined;
  rules.forEach((rule, index) => {
    const decision = decisions[index];
    if (!decision.success && (!refused || (decision.retryAfterSeconds ?? 0) > (refused.decision.retryAfterSeconds ?? 0)))
      refused = { rule, decision };
  });
  if (refused) {
    await refundAdmitted();
    const { rule, decision } = refused;
    // Who was refused and by which limit; never the address (it is someone else's).
    logger.warn(
      {
        component: "team",
        limit: `invitation-mail:${rule.name}`,
        accountId,
        actorId: context.actorId,
        action: context.action,
        retryAfterSeconds: decision.retryAfterSeconds,
      },
      "invitation e-mail refused by its rate limit",
    );
    throw rateLimitedError(decision, rule.refusal(describeWait(decision.retryAfterSeconds ?? 1)));
  }
  try {
    return await send();
  } catch (error) {
    await refundAdmitted();
    throw error;
  }
}
