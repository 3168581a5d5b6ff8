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
 * for a sign-in from a kind of device the member never used (lib/auth/notify-new-device.ts).
 */
export async function recordSignIn(user: SessionUser, origin: SignInOrigin, method: "password" | "passkey"): Promise<void> {
  const context: AuditContext = { ...origin, actor: { type: "user", id: user.id, label: user.email } };
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
