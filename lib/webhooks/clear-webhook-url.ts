import { db } from "@/lib/db";

/**
 * Removes the account's webhook URL and its signing secret: no further events are sent.
 * Past deliveries stay listed. Returns false when there was none.
 */
export async function clearWebhookUrl(accountId: string): Promise<boolean> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { accountId } });
  return count > 0;
}
