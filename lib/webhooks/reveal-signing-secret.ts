import { db } from "@/lib/db";
import { WebhookNotConfiguredError } from "./errors";

/** The account's signing secret, for the dashboard's explicit "reveal". */
export async function revealSigningSecret(accountId: string): Promise<string> {
  const row = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { signingSecret: true } });
  if (!row) throw new WebhookNotConfiguredError();
  return row.signingSecret;
}
