import { db } from "@/lib/db";
import { WebhookNotConfiguredError } from "./errors";
import { newSigningSecret } from "./new-signing-secret";

/**
 * Replaces the signing secret at once and returns the new one. Every attempt from now on,
 * retries of earlier events included, is signed with it.
 */
export async function rotateSigningSecret(accountId: string): Promise<string> {
  const signingSecret = newSigningSecret();
  const { count } = await db.webhookEndpoint.updateMany({ where: { accountId }, data: { signingSecret } });
  if (count === 0) throw new WebhookNotConfiguredError();
  return signingSecret;
}
