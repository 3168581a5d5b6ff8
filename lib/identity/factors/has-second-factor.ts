import { Prisma } from "@/generated/prisma/client";
import { db, type DbClient } from "@/lib/db";

/**
 * The one definition of "has a second factor", as SQL: an enabled authenticator app or at
 * least one passkey. Signing in with a password then owes that factor, and an account that
 * requires two-factor lets the member in. The session check on every request reads it in its
 * own statement (lib/identity/sessions/find-active-session.ts); `hasSecondFactor` asks it alone.
 */
export function secondFactorExists(userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM "TotpCredential" t WHERE t."userId" = ${userId} AND t."enabledAt" IS NOT NULL)
    OR EXISTS (SELECT 1 FROM "Passkey" p WHERE p."userId" = ${userId}))`;
}

/** Whether signing in as this user owes a second factor after the password. */
export async function hasSecondFactor(userId: string, client: DbClient = db): Promise<boolean> {
  const rows = await client.$queryRaw<{ has: boolean }[]>`SELECT ${secondFactorExists(Prisma.sql`${userId}`)} AS "has"`;
  return rows[0]?.has === true;
}

/**
 * After a second factor was removed (the authenticator app turned off, a passkey removed): when
 * it was the last one, the recovery codes go with it and sessions still owing a factor end
 * (they gave the password alone, and must not become signed in by the factor disappearing).
 */
export async function settleRemovedSecondFactor(
  client: DbClient,
  userId: string,
): Promise<{ twoFactorOff: boolean; pendingSessionsEnded: number }> {
  if (await hasSecondFactor(userId, client)) return { twoFactorOff: false, pendingSessionsEnded: 0 };
  await client.recoveryCode.deleteMany({ where: { userId } });
  const { count } = await client.userSession.deleteMany({ where: { userId, secondFactorPending: true } });
  return { twoFactorOff: true, pendingSessionsEnded: count };
}
