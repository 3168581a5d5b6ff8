import { db } from "@/lib/db";
import { webhookEndpointViewSchema, type WebhookEndpointView } from "@/lib/schemas/webhook";

/** The account's webhook endpoint without its secret, or null when no URL is set. */
export async function findWebhookEndpoint(accountId: string): Promise<WebhookEndpointView | null> {
  const row = await db.webhookEndpoint.findUnique({ where: { accountId } });
  return row ? webhookEndpointViewSchema.parse(row) : null;
}
