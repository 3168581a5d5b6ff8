import { db } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { webhookEndpointViewSchema, type WebhookEndpointView, type WebhookEventTypesInput } from "@/lib/schemas/webhook";

/**
 * Chooses which event types are sent to the account's URL. Choosing all of them is stored
 * as "every type", so a type added later reaches the endpoint too. Null with no endpoint.
 */
export async function setWebhookEventTypes(accountId: string, { eventTypes }: WebhookEventTypesInput): Promise<WebhookEndpointView | null> {
  const chosen = EVENT_TYPES.filter((type) => eventTypes.includes(type));
  const stored = chosen.length === EVENT_TYPES.length ? [] : chosen;
  const { count } = await db.webhookEndpoint.updateMany({ where: { accountId }, data: { eventTypes: stored } });
  if (count === 0) return null;
  return webhookEndpointViewSchema.parse(await db.webhookEndpoint.findUniqueOrThrow({ where: { accountId } }));
}
