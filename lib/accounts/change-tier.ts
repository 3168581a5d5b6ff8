import type { Tier } from "@/generated/prisma/enums";
import { db } from "@/lib/db";

/**
 * Moves an account to another tier. Rate limits follow at once for new windows; included
 * minutes apply to the current period from now on (thresholds already reported stay reported).
 */
export async function changeTier(accountId: string, tier: Tier): Promise<{ tier: Tier }> {
  return db.account.update({ where: { id: accountId }, data: { tier }, select: { tier: true } });
}
