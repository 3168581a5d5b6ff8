import { db, type DbClient } from "@/lib/db";
import { newId } from "@/lib/ids";

/** However often its cookie is refreshed, a session ends this long after sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type ActiveSession = { sessionId: string; userId: string; accountId: string };

/** Records a new signed-in browser; its id goes into the session cookie. */
export async function startSession(userId: string): Promise<string> {
  const now = new Date();
  const id = newId("sess");
  await db.$transaction([
    // Ended sessions of this user are swept here, so the table does not grow without bound.
    db.userSession.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
    db.userSession.create({ data: { id, userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) } }),
  ]);
  return id;
}

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

/** Signing out: this session only. */
export async function endSession(sessionId: string): Promise<void> {
  await db.userSession.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user, or every one but `except` (the browser that asked). */
export async function endUserSessions(userId: string, options: { except?: string } = {}, client: DbClient = db): Promise<number> {
  const { count } = await client.userSession.deleteMany({
    where: { userId, ...(options.except ? { id: { not: options.except } } : {}) },
  });
  return count;
}
