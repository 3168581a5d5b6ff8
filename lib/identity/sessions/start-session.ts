import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { hasSecondFactor } from "@/lib/identity/factors/has-second-factor";

/** However often its cookie is refreshed, a session ends this long after sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Where a sign-in came from, shown in the member's session list. */
export type SessionOrigin = { ipAddress: string | null; userAgent: string | null };

/**
 * Records a new signed-in browser; its id goes into the session cookie. (When its member last
 * signed in is set with the sign-in's audit entry: lib/identity/sign-in/sign-in-with-password.ts.) A user
 * with a second factor who signed in with the password gets a half-signed-in session: it owes that factor
 * (/sign-in/two-factor) before it may do anything; the row's flag is flipped then, and the
 * cookie, re-read against the row on every request, needs no new token. A passkey sign-in
 * (`secondFactorGiven`) was two factors in one and owes nothing.
 */
export async function startSession(
  userId: string,
  origin: SessionOrigin = { ipAddress: null, userAgent: null },
  { secondFactorGiven = false }: { secondFactorGiven?: boolean } = {},
): Promise<string> {
  const now = new Date();
  const id = newId("sess");
  const secondFactorPending = !secondFactorGiven && (await hasSecondFactor(userId));
  await db.$transaction([
    // Ended sessions of this user are swept here, so the table does not grow without bound.
    db.userSession.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
    db.userSession.create({
      data: {
        id,
        userId,
        secondFactorPending,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        lastActiveAt: now,
        confirmedAt: now,
        ...origin,
      },
    }),
  ]);
  return id;
}
