import { implement } from "@/lib/api/serve-operations";
import { loadWebhookEndpoint } from "@/lib/dashboard/load-webhook-endpoint";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

/** The webhook endpoint's reads, served by their routes and rendered first by the Webhooks page. */
export const webhookReads = {
  // GET /api/dashboard/webhook – the account's endpoint
  endpoint: implement(operations.get, ({ auth }) => loadWebhookEndpoint(auth.accountId)),
  // GET /api/dashboard/webhook/deliveries – the account's deliveries, newest first, a page at a time
  deliveries: implement(operations.listDeliveries, ({ auth, query }) => listDeliveries(auth.accountId, query)),
};
