import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";

/** The webhooks screen (and GET /api/dashboard/webhook): the account's endpoint, or null. */
export async function loadWebhookEndpoint(accountId: string) {
  return { endpoint: await findWebhookEndpoint(accountId) };
}
