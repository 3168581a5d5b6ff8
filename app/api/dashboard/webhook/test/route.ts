import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/test – send a signed webhook.test event now and report the answer
  implement(operations.sendTest, ({ auth, audit }) => sendTestEvent(auth.accountId, { audit })),
);
