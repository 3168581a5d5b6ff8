import { db, type DbClient } from "@/lib/db";

/**
 * Whether signing in as this user owes a second factor after the password. Today that is an
 * enabled authenticator app; passkeys will count here too, so sign-in asks one question.
 */
export async function hasSecondFactor(userId: string, client: DbClient = db): Promise<boolean> {
  const totp = await client.totpCredential.findUnique({ where: { userId }, select: { enabledAt: true } });
  return totp?.enabledAt != null;
}
