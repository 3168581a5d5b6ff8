// POST /api/dashboard/webhook/enable – re-enable an endpoint disabled after repeated failures
import { ApiError } from "@/lib/api/errors";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { enableWebhookEndpoint } from "@/lib/webhooks/enable-webhook-endpoint";

export const POST = withSession(async ({ accountId }) => {
  const endpoint = await enableWebhookEndpoint(accountId);
  if (!endpoint) throw new ApiError("NOT_FOUND", "No webhook URL is configured");
  return json({ endpoint });
});
