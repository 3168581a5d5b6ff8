import { db } from "@/lib/db";

/** The account's signing secret, for the dashboard's explicit "reveal"; null with no endpoint. */
export async function revealSigningSecret(accountId: string): Promise<string | null> {
  const row = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { signingSecret: true } });
  return row?.signingSecret ?? null;
}
