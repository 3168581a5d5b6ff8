import type { SessionAuth } from "@/lib/access/principal";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { secondFactorExists } from "@/lib/identity/factors/has-second-factor";
import type { Role } from "@/lib/access/roles";

/** A session row as read: a fully signed-in one, or one whose second factor is still owed. */
export type SessionState = SessionAuth & { secondFactorPending: boolean };

/** A session's "last active" moves at most this often, so a busy browser writes once a minute, not per request. */
export const LAST_ACTIVE_STEP_MS = 60_000;

/**
 * The session as it stands now: null when it was ended (signed out, signed out everywhere,
 * ended from the session list, password changed or reset, member removed), ran out, or its
 * user was deleted. The role comes with it, so a lowered role applies to the member's next
 * request. One statement, made on every authenticated request: it reads the session and, when
 * its "last active" is over a minute old, moves it (plain SQL, as the request pipeline's key
 * lookup, for its CPU cost). A session still owing its second factor is returned too (its
 * cookie stays valid for the two-factor step); only `getSessionUser` and the two-factor step
 * decide what it may do.
 */
export async function findActiveSession(sessionId: string, userId: string, now: Date = new Date()): Promise<SessionState | null> {
  // Ran out by this process's clock, which set expiresAt (start-session.ts), not by the
  // database's: with two clocks a session's lifetime was their difference longer or shorter.
  const staleBefore = new Date(now.getTime() - LAST_ACTIVE_STEP_MS);
  const rows = await db.$queryRaw<
    {
      accountId: string;
      email: string;
      role: Role;
      confirmedAt: Date;
      secondFactorPending: boolean;
      mustSetUpTwoFactor: boolean;
      accountClosed: boolean;
    }[]
  >`
    WITH touched AS (
      UPDATE "UserSession" SET "lastActiveAt" = ${now}
      WHERE "id" = ${sessionId} AND "userId" = ${userId} AND "expiresAt" > ${now} AND "lastActiveAt" < ${staleBefore}
    )
    SELECT u."accountId", u."email", u."role"::text AS "role", s."confirmedAt", s."secondFactorPending",
      (a."requireTwoFactor" AND NOT ${secondFactorExists(Prisma.raw('s."userId"'))}) AS "mustSetUpTwoFactor",
      (a."closedAt" IS NOT NULL) AS "accountClosed"
    FROM "UserSession" s JOIN "User" u ON u."id" = s."userId" JOIN "Account" a ON a."id" = u."accountId"
    WHERE s."id" = ${sessionId} AND s."userId" = ${userId} AND s."expiresAt" > ${now}`;
  const row = rows[0];
  return row
    ? {
        sessionId,
        userId,
        accountId: row.accountId,
        email: row.email,
        role: row.role,
        confirmedAt: row.confirmedAt,
        mustSetUpTwoFactor: row.mustSetUpTwoFactor,
        secondFactorPending: row.secondFactorPending,
        accountClosed: row.accountClosed,
      }
    : null;
}
