import { ACCOUNT_CLOSING_ROLE, canReopenAccount } from "@/lib/access/account-closing-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { loadActingMember, lockTeam } from "@/lib/team/team-actor";
import { sendAccountReopenedMail } from "./account-closing-mail";
import { getAccountClosing } from "./get-account-closing";

/**
 * An owner reopens a closed account before its erasure begins (decision 0192): `closedAt` and
 * `eraseAfter` are cleared under the team's lock (the erasure job takes the same lock before it
 * starts, so the two cannot both win). What the close did stays done: the revoked keys stay
 * revoked (a key that was meant to die must not come back to life: make new ones), the failed
 * deliveries stay failed (they can be resent), the members sign in again. Audited; every member
 * is e-mailed after the commit.
 */
export async function reopenAccount(accountId: string, audit: AuditContext, now: Date = new Date()) {
  const reopened = await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, audit.actor);
    if (acting.role !== ACCOUNT_CLOSING_ROLE) throw new ApiError("FORBIDDEN", "Only an owner can reopen the account");
    const account = await tx.account.findUniqueOrThrow({
      where: { id: accountId },
      select: { name: true, closedAt: true, eraseAfter: true },
    });
    assertAllowed(canReopenAccount(account, now));
    await tx.account.update({ where: { id: accountId }, data: { closedAt: null, eraseAfter: null } });
    // Key rows cached while it was closed say so: every process drops them on commit.
    await notifyApiKeyChange(tx, accountId);
    await recordAudit(tx, accountId, audit, {
      action: "account.reopened",
      target: { type: "account", id: accountId, label: account.name },
      summary: { before: { closedAt: account.closedAt?.toISOString() ?? null, eraseAfter: account.eraseAfter?.toISOString() ?? null } },
    });
    const members = await tx.user.findMany({ where: { accountId }, select: { email: true }, orderBy: { id: "asc" } });
    return { name: account.name, reopenedBy: acting.email, recipients: members.map((member) => member.email) };
  });
  forgetCachedAccount(accountId);
  await sendAccountReopenedMail(reopened.recipients, { name: reopened.name, reopenedBy: reopened.reopenedBy });
  return getAccountClosing(accountId);
}
