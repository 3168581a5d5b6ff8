import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { trackBackgroundWork } from "@/lib/background-work/track-background-work";
import { canSignInToClosedAccount } from "@/lib/access/account-closing-policy";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { notifyNewDevice } from "./notify-new-device";
import type { SessionUser } from "./verify-credentials";

/** Where a sign-in came from, for its audit entry (the actor is the user signing in). */
export type SignInOrigin = Omit<AuditContext, "actor">;

/**
 * A successful sign-in, however it was made (a password, a passkey alone): `lastSignedInAt`
 * and the `user.signed_in` audit entry in one transaction, then, after the answer, the e-mail
 * for a sign-in from a kind of device the member never used (lib/identity/sign-in/notify-new-device.ts).
 * A closed account lets only its owners in (to reopen it or export its data): anyone else is
 * refused with the reason (403, audited), after the right password only, so a guess learns nothing.
 */
export async function recordSignIn(user: SessionUser, origin: SignInOrigin, method: "password" | "passkey"): Promise<void> {
  const context: AuditContext = { ...origin, actor: { type: "user", id: user.id, label: user.email } };
  const account = await db.account.findUniqueOrThrow({ where: { id: user.accountId }, select: { closedAt: true } });
  const decision = account.closedAt ? canSignInToClosedAccount(user.role) : { allowed: true as const };
  if (!decision.allowed) {
    await recordAudit(db, user.accountId, context, {
      action: "user.sign_in_refused",
      target: { type: "user", id: user.id, label: user.email },
      summary: { reason: "account_closed" },
    });
    throw new ApiError(decision.code, decision.message);
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastSignedInAt: new Date() } });
    await recordAudit(tx, user.accountId, context, {
      action: "user.signed_in",
      target: { type: "user", id: user.id, label: user.email },
      ...(method === "password" ? {} : { summary: { method } }),
    });
  });
  // After the answer: the sign-in does not wait for a mail server.
  trackBackgroundWork(notifyNewDevice(user, origin));
}
