import { db, isRecordNotFound } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { webhookEndpointViewSchema, type WebhookEndpointView, type WebhookEventTypesInput } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "./errors";

/**
 * Chooses which event types are sent to the account's URL. Choosing all of them is stored
 * as "every type", so a type added later reaches the endpoint too.
 */
export async function setWebhookEventTypes(accountId: string, { eventTypes }: WebhookEventTypesInput): Promise<WebhookEndpointView> {
  const chosen = EVENT_TYPES.filter((type) => eventTypes.includes(type));
  const stored = chosen.length === EVENT_TYPES.length ? [] : chosen;
  try {
    return webhookEndpointViewSchema.parse(await db.webhookEndpoint.update({ where: { accountId }, data: { eventTypes: stored } }));
  } catch (error) {
    throw isRecordNotFound(error) ? new WebhookNotConfiguredError() : error;
  }
}
