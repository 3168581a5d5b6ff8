import { hashLinkToken, isLinkTokenShaped } from "@/lib/identity/link-token";
import { db, type DbClient } from "@/lib/db";

/**
 * The unused, unexpired reset link a token names, with its user; null for any other token
 * (forged, malformed, used, expired, superseded), all alike.
 */
export async function findPasswordReset(token: string, client: DbClient = db) {
  if (!isLinkTokenShaped(token)) return null;
  const reset = await client.passwordResetToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, user: { select: { id: true, accountId: true, email: true, name: true } } },
  });
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return null;
  return { id: reset.id, expiresAt: reset.expiresAt, user: reset.user };
}
