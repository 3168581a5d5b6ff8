import type { Tier } from "@/generated/prisma/enums";
import { config } from "@/lib/config/config";
import type { Limits } from "@/lib/rate-limit-decision";
import { tierLimits } from "./windows";
import { logger } from "@/lib/observability/logger";

let overrides: { source: string; byAccount: Map<string, Limits> } | undefined;

/**
 * RATE_LIMIT_OVERRIDES="acct_…=<per minute>/<per day>,…" gives single accounts other limits
 * than their tier's, without a deploy of new tiers: a customer's contract, or the API
 * benchmark's own account. Malformed entries are ignored with a warning.
 */
function parseOverrides(source: string): Map<string, Limits> {
  const byAccount = new Map<string, Limits>();
  for (const entry of source
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(acct_[0-9a-z]+)=(\d+)\/(\d+)$/.exec(entry);
    if (match) byAccount.set(match[1], { minute: Number(match[2]), day: Number(match[3]) });
    else
      logger.warn(
        { component: "rate-limit", setting: "RATE_LIMIT_OVERRIDES", entry },
        "override ignored (expected acct_…=<per minute>/<per day>)",
      );
  }
  return byAccount;
}

/** The limits an account is held to: its override if the operator set one, else its tier's. */
export function limitsFor(tier: Tier, accountId?: string): Limits {
  const source = config().RATE_LIMIT_OVERRIDES;
  if (overrides?.source !== source) overrides = { source, byAccount: parseOverrides(source) };
  return (accountId && overrides.byAccount.get(accountId)) || tierLimits(tier);
}
