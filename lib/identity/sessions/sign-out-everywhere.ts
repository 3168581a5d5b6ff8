import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { endUserSessions } from "./end-sessions";

/** "Sign out everywhere": ends every session of the user, this browser's too, on the audit log. */
export async function signOutEverywhere(user: { userId: string; accountId: string; email: string }, audit: AuditContext): Promise<number> {
  return db.$transaction(async (tx) => {
    const sessionsEnded = await endUserSessions(user.userId, {}, tx);
    await recordAudit(tx, user.accountId, audit, {
      action: "user.sessions_ended",
      target: { type: "user", id: user.userId, label: user.email },
      summary: { sessionsEnded },
    });
    return sessionsEnded;
  });
}
