import { db } from "@/lib/db";
import type { Role } from "@/lib/access/roles";

/**
 * A live session and its member as they stand now: the role is read on every request.
 * `secondFactorAt` is when this session last had a second factor verified (null: never, e.g.
 * a user without two-factor), for checks that want one confirmed recently.
 */
export type ActiveSession = {
  sessionId: string;
  userId: string;
  accountId: string;
  email: string;
  role: Role;
  secondFactorAt: Date | null;
};

/** A session row as read: a fully signed-in one, or one whose second factor is still owed. */
export type SessionState = ActiveSession & { secondFactorPending: boolean };

/**
 * The session as it stands now: null when it was ended (signed out, signed out everywhere,
 * password changed or reset, member removed), ran out, or its user was deleted. The role comes
 * with it, so a lowered role applies to the member's next request. One indexed query, made on
 * every authenticated request. Plain SQL, as the request pipeline's key lookup, for its CPU cost.
 * A session still owing its second factor is returned too (its cookie stays valid for the
 * two-factor step); only `getSessionUser` and the two-factor step decide what it may do.
 */
export async function findActiveSession(sessionId: string, userId: string, now: Date = new Date()): Promise<SessionState | null> {
  // Ran out by this process's clock, which set expiresAt (start-session.ts), not by the
  // database's: with two clocks a session's lifetime was their difference longer or shorter.
  const rows = await db.$queryRaw<
    { accountId: string; email: string; role: Role; secondFactorPending: boolean; secondFactorAt: Date | null }[]
  >`
    SELECT u."accountId", u."email", u."role"::text AS "role", s."secondFactorPending", s."secondFactorAt"
    FROM "UserSession" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${sessionId} AND s."userId" = ${userId} AND s."expiresAt" > ${now}`;
  const row = rows[0];
  return row
    ? {
        sessionId,
        userId,
        accountId: row.accountId,
        email: row.email,
        role: row.role,
        secondFactorAt: row.secondFactorAt,
        secondFactorPending: row.secondFactorPending,
      }
    : null;
}
