import type { Tier } from "@/generated/prisma/enums";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/api-key-change-listener";
import { db } from "@/lib/db";

/**
 * Moves an account to another tier. Rate limits follow at once for new windows (every
 * process drops its cached key rows, which carry the tier); included minutes apply to the
 * current period from now on (thresholds already reported stay reported).
 */
export async function changeTier(accountId: string, tier: Tier): Promise<{ tier: Tier }> {
  const result = await db.$transaction(async (tx) => {
    const updated = await tx.account.update({ where: { id: accountId }, data: { tier }, select: { tier: true } });
    await notifyApiKeyChange(tx, accountId);
    return updated;
  });
  forgetCachedAccount(accountId);
  return result;
}
