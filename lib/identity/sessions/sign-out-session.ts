import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";

/**
 * Signing out: ends this session, and records `user.signed_out` in the same transaction when
 * there was one to end (a second sign-out of the same cookie records nothing).
 */
export async function signOutSession(
  session: { sessionId: string; userId: string; accountId: string; email: string },
  origin: Omit<AuditContext, "actor">,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.userSession.deleteMany({ where: { id: session.sessionId, userId: session.userId } });
    if (count === 0) return;
    const user = { type: "user" as const, id: session.userId, label: session.email };
    await recordAudit(tx, session.accountId, { ...origin, actor: user }, { action: "user.signed_out", target: user });
  });
}
