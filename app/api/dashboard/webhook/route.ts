import { implement, serve } from "@/lib/api/serve-operations";
import { webhookReads } from "@/lib/dashboard/reads/webhook-reads";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { clearWebhookUrl } from "@/lib/webhooks/clear-webhook-url";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook – the account's endpoint
  webhookReads.endpoint,
  // PUT /api/dashboard/webhook – set its URL
  implement(operations.setUrl, async ({ auth, body, audit }) => ({ endpoint: await setWebhookUrl(auth.accountId, body.url, audit) })),
  // DELETE /api/dashboard/webhook – remove it
  implement(operations.remove, async ({ auth, audit }) => {
    await clearWebhookUrl(auth.accountId, audit);
  }),
);
