import { db } from "@/lib/db";
import { webhookEndpointViewSchema, type WebhookEndpointView } from "@/lib/schemas/webhook";

/** Enables an endpoint that was disabled after repeated failures; null when none exists. */
export async function enableWebhookEndpoint(accountId: string): Promise<WebhookEndpointView | null> {
  const { count } = await db.webhookEndpoint.updateMany({
    where: { accountId },
    data: { enabled: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null },
  });
  if (count === 0) return null;
  return webhookEndpointViewSchema.parse(await db.webhookEndpoint.findUniqueOrThrow({ where: { accountId } }));
}
