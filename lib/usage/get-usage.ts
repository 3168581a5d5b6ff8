import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { usageSchema, type UsageView } from "@/lib/schemas/usage";
import { TIERS } from "@/lib/tiers";
import { billingPeriod } from "./billing-period";

/** The account's usage in the period containing `at` (now by default); zero before any call. */
export async function getUsage(accountId: string, at: Date = new Date()): Promise<UsageView> {
  const { start, end } = billingPeriod(at);
  const account = await db.account.findUnique({
    where: { id: accountId },
    select: { tier: true, usagePeriods: { where: { periodStart: start }, select: { minutesUsed: true, thresholdsReached: true } } },
  });
  // Only when the account was deleted after the caller authenticated.
  if (!account) throw new ApiError("NOT_FOUND", "No such account");
  const plan = TIERS[account.tier];
  const period = account.usagePeriods[0];
  return usageSchema.parse({
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    minutesUsed: period?.minutesUsed ?? 0,
    minutesIncluded: plan.includedMinutes,
    tier: plan.slug,
    thresholdsReached: [...(period?.thresholdsReached ?? [])].sort((a, b) => a - b),
  });
}
