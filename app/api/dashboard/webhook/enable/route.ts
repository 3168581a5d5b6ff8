import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { enableWebhookEndpoint } from "@/lib/webhooks/enable-webhook-endpoint";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/enable – re-enable an endpoint disabled after repeated failures
  implement(operations.enable, async ({ auth, audit }) => ({ endpoint: await enableWebhookEndpoint(auth.accountId, audit) })),
);
