import { db } from "@/lib/db";

export type ActiveSession = { sessionId: string; userId: string; accountId: string };

/**
 * The session as it stands now: null when it was ended (signed out, signed out everywhere,
 * password changed), ran out, or its user was deleted. One indexed query, made on every
 * authenticated request. Plain SQL, as the request pipeline's key lookup, for its CPU cost.
 */
export async function findActiveSession(sessionId: string, userId: string): Promise<ActiveSession | null> {
  const rows = await db.$queryRaw<{ accountId: string }[]>`
    SELECT u."accountId" FROM "UserSession" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${sessionId} AND s."userId" = ${userId} AND s."expiresAt" > now()`;
  return rows[0] ? { sessionId, userId, accountId: rows[0].accountId } : null;
}
