import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { endUserSessions } from "./end-sessions";

type Member = { userId: string; accountId: string; email: string; sessionId: string };

/**
 * Ends one of the member's own sessions from the session list: that browser's next request is
 * refused (every request re-reads its session). False when the member has no such session
 * (another user's id included, so it reads as one that never existed). Ending the asking
 * browser's own is signing out, which next-auth does (it clears the cookie too).
 */
export async function endUserSession(member: Member, sessionId: string, audit: AuditContext): Promise<boolean> {
  if (sessionId === member.sessionId) {
    throw new ApiError("CONFLICT", "This is the session you are using; sign out to end it");
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.userSession.deleteMany({ where: { id: sessionId, userId: member.userId } });
    if (count === 0) return false;
    await recordAudit(tx, member.accountId, audit, {
      action: "user.session_ended",
      target: { type: "user", id: member.userId, label: member.email },
      summary: { sessionId },
    });
    return true;
  });
}

/** "End all other sessions": every session of the member but the asking browser's. */
export async function endOtherUserSessions(member: Member, audit: AuditContext): Promise<number> {
  return db.$transaction(async (tx) => {
    const sessionsEnded = await endUserSessions(member.userId, { except: member.sessionId }, tx);
    await recordAudit(tx, member.accountId, audit, {
      action: "user.sessions_ended",
      target: { type: "user", id: member.userId, label: member.email },
      summary: { sessionsEnded, kept: "current" },
    });
    return sessionsEnded;
  });
}
