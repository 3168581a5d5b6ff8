import { db } from "@/lib/db";
import { newId } from "@/lib/ids";

/** However often its cookie is refreshed, a session ends this long after sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Records a new signed-in browser (and when its member last signed in); its id goes into the session cookie. */
export async function startSession(userId: string): Promise<string> {
  const now = new Date();
  const id = newId("sess");
  await db.$transaction([
    // Ended sessions of this user are swept here, so the table does not grow without bound.
    db.userSession.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
    db.userSession.create({ data: { id, userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) } }),
    // The Team page's "last signed in".
    db.user.update({ where: { id: userId }, data: { lastSignedInAt: now } }),
  ]);
  return id;
}
