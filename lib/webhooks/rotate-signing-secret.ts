import { db } from "@/lib/db";
import { newSigningSecret } from "./new-signing-secret";

/**
 * Replaces the signing secret at once and returns the new one (null with no endpoint).
 * Every attempt from now on, retries of earlier events included, is signed with it.
 */
export async function rotateSigningSecret(accountId: string): Promise<string | null> {
  const signingSecret = newSigningSecret();
  const { count } = await db.webhookEndpoint.updateMany({ where: { accountId }, data: { signingSecret } });
  return count > 0 ? signingSecret : null;
}
