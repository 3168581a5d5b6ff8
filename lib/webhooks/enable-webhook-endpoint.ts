import { db, isRecordNotFound } from "@/lib/db";
import { webhookEndpointViewSchema, type WebhookEndpointView } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "./errors";

/** Enables an endpoint that was disabled after repeated failures. */
export async function enableWebhookEndpoint(accountId: string): Promise<WebhookEndpointView> {
  try {
    const endpoint = await db.webhookEndpoint.update({
      where: { accountId },
      data: { enabled: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null },
    });
    return webhookEndpointViewSchema.parse(endpoint);
  } catch (error) {
    throw isRecordNotFound(error) ? new WebhookNotConfiguredError() : error;
  }
}
