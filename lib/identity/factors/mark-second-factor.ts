import type { DbClient } from "@/lib/db";

/**
 * Records on a session that a second factor was just verified in it: a half-signed-in session
 * becomes signed in, and `confirmedAt` says when, for the changes that want the member
 * confirmed in the last 10 minutes (lib/access/confirmation-policy.ts). The row is re-read on every request, so the cookie
 * needs no new token.
 */
export async function markSecondFactor(client: DbClient, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const { count } = await client.userSession.updateMany({
    where: { id: sessionId, userId },
    data: { secondFactorPending: false, confirmedAt: now },
  });
  return count === 1;
}
