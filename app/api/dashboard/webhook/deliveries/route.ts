import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook/deliveries – the account's deliveries, newest first, a page at a time
  implement(operations.listDeliveries, ({ auth, query }) => listDeliveries(auth.accountId, query)),
);
