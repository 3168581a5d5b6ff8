import type { Tier } from "@/generated/prisma/enums";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";

/**
 * Moves an account to another tier. Rate limits follow at once for new windows (every
 * process drops its cached key rows, which carry the tier); included minutes apply to the
 * current period from now on (thresholds already reported stay reported).
 */
export async function changeTier(accountId: string, tier: Tier, audit: AuditContext = SYSTEM_CONTEXT): Promise<{ tier: Tier }> {
  const result = await db.$transaction(async (tx) => {
    const before = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { tier: true, name: true } });
    const updated = await tx.account.update({ where: { id: accountId }, data: { tier }, select: { tier: true } });
    await notifyApiKeyChange(tx, accountId);
    await recordAudit(tx, accountId, audit, {
      action: "account.plan_changed",
      target: { type: "account", id: accountId, label: before.name },
      summary: { before: { tier: before.tier }, after: { tier: updated.tier } },
    });
    return updated;
  });
  forgetCachedAccount(accountId);
  return result;
}
