// POST /api/dashboard/webhook/enable – re-enable an endpoint disabled after repeated failures
import { json } from "@/lib/api/responses";
import { requireWebhookEndpoint } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { enableWebhookEndpoint } from "@/lib/webhooks/enable-webhook-endpoint";

export const POST = withSession(async ({ accountId }) => {
  const endpoint = requireWebhookEndpoint(await enableWebhookEndpoint(accountId));
  return json({ endpoint });
});
