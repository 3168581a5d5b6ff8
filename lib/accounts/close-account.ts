import {
  ACCOUNT_CLOSED_DELIVERY_ERROR,
  ACCOUNT_CLOSING_ROLE,
  ACCOUNT_NAME_MISMATCH_MESSAGE,
  canCloseAccount,
  typedNameMatches,
} from "@/lib/access/account-closing-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { forgetCachedAccount } from "@/lib/api-keys/api-key-cache";
import { notifyApiKeyChange } from "@/lib/api-keys/notify-api-key-change";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { loadActingMember, lockTeam } from "@/lib/team/team-actor";
import { sendAccountClosedMail } from "./account-closing-mail";

const DAY_MS = 86_400_000;

export type ClosedAccount = { closedAt: Date; eraseAfter: Date; keysRevoked: number; sessionsEnded: number; membersMailed: number };

/**
 * An owner closes the account (decision 0192), in one transaction under the team's lock:
 * - `closedAt`, and `eraseAfter` ACCOUNT_ERASE_AFTER_DAYS later, when erase-closed-accounts.ts
 *   erases every row of it (an owner may reopen it until then: reopen-account.ts);
 * - every key still usable is revoked, and every process drops its cached copy on commit
 *   (the same notification as revoking one key): the public API answers 401 at once;
 * - pending webhook deliveries are failed with the reason, so none is sent (the sender checks
 *   the account as well, for an attempt already under way); open invitations are canceled;
 * - every member's sessions end (this owner's too);
 * - the audit entry.
 * After the commit every member is e-mailed. The account's name must be typed exactly.
 */
export async function closeAccount(
  accountId: string,
  audit: AuditContext,
  typedName: string,
  now: Date = new Date(),
): Promise<ClosedAccount> {
  const eraseAfter = new Date(now.getTime() + config().ACCOUNT_ERASE_AFTER_DAYS * DAY_MS);
  const closed = await db.$transaction(async (tx) => {
    await lockTeam(tx, accountId);
    const acting = await loadActingMember(tx, accountId, audit.actor);
    if (acting.role !== ACCOUNT_CLOSING_ROLE) throw new ApiError("FORBIDDEN", "Only an owner can close the account");
    const account = await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { name: true, closedAt: true } });
    assertAllowed(canCloseAccount(account));
    if (!typedNameMatches(account, typedName)) {
      throw new ApiError("VALIDATION_ERROR", ACCOUNT_NAME_MISMATCH_MESSAGE, [
        { path: "confirmName", message: ACCOUNT_NAME_MISMATCH_MESSAGE },
      ]);
    }
    await tx.account.update({ where: { id: accountId }, data: { closedAt: now, eraseAfter } });
    const { count: keysRevoked } = await tx.apiKey.updateMany({ where: { accountId, revokedAt: null }, data: { revokedAt: now } });
    const { count: deliveriesCanceled } = await tx.webhookDelivery.updateMany({
      where: { accountId, status: "pending" },
      data: { status: "failed", lastError: ACCOUNT_CLOSED_DELIVERY_ERROR, nextAttemptAt: null, completedAt: now },
    });
    const { count: invitationsCanceled } = await tx.invitation.updateMany({
      where: { accountId, acceptedAt: null, canceledAt: null },
      data: { canceledAt: now },
    });
    const { count: sessionsEnded } = await tx.userSession.deleteMany({ where: { user: { accountId } } });
    // Every process drops its cached copy of the account's keys when this commits.
    await notifyApiKeyChange(tx, accountId);
    await recordAudit(tx, accountId, audit, {
      action: "account.closed",
      target: { type: "account", id: accountId, label: account.name },
      summary: {
        after: { closedAt: now.toISOString(), eraseAfter: eraseAfter.toISOString() },
        keysRevoked,
        deliveriesCanceled,
        invitationsCanceled,
        sessionsEnded,
      },
    });
    const members = await tx.user.findMany({ where: { accountId }, select: { email: true }, orderBy: { id: "asc" } });
    return { name: account.name, closedBy: acting.email, keysRevoked, sessionsEnded, recipients: members.map((member) => member.email) };
  });
  forgetCachedAccount(accountId);
  const membersMailed = await sendAccountClosedMail(closed.recipients, { name: closed.name, closedBy: closed.closedBy, eraseAfter });
  return { closedAt: now, eraseAfter, keysRevoked: closed.keysRevoked, sessionsEnded: closed.sessionsEnded, membersMailed };
}
