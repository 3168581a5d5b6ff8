import { assertAllowed } from "@/lib/access/assert-allowed";
import { canRequireTwoFactor } from "@/lib/access/two-factor-policy";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { hasSecondFactor } from "@/lib/identity/factors/has-second-factor";

/**
 * An owner requires two-factor sign-in of every member of the account (or stops requiring it).
 * Members without it are held to setting it up from their next request (the session check reads
 * the requirement); the owner must have it first. On the audit log with before and after.
 */
export async function setTwoFactorRequirement(
  owner: { userId: string; accountId: string },
  required: boolean,
  audit: AuditContext,
): Promise<{ required: boolean }> {
  assertAllowed(canRequireTwoFactor({ hasTwoFactor: await hasSecondFactor(owner.userId) }, required));
  return db.$transaction(async (tx) => {
    const before = await tx.account.findUniqueOrThrow({ where: { id: owner.accountId }, select: { name: true, requireTwoFactor: true } });
    if (before.requireTwoFactor === required) return { required };
    await tx.account.update({ where: { id: owner.accountId }, data: { requireTwoFactor: required } });
    await recordAudit(tx, owner.accountId, audit, {
      action: "account.two_factor_requirement_set",
      target: { type: "account", id: owner.accountId, label: before.name },
      summary: { before: { required: before.requireTwoFactor }, after: { required } },
    });
    return { required };
  });
}
