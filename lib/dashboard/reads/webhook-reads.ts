import { implement } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { listPendingEvents } from "@/lib/events/list-pending-events";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

/** The webhook endpoint's reads, served by their routes and rendered first by the Webhooks page. */
export const webhookReads = {
  // GET /api/dashboard/webhook – the account's endpoint
  endpoint: implement(operations.get, async ({ auth }) => ({ endpoint: await findWebhookEndpoint(auth.accountId) })),
  // GET /api/dashboard/webhook/deliveries – the account's deliveries, newest first, a page at a time
  deliveries: implement(operations.listDeliveries, ({ auth, query }) => listDeliveries(auth.accountId, query)),
  // GET /api/dashboard/webhook/pending-events – events not yet handed to delivery
  pendingEvents: implement(operations.listPendingEvents, async ({ auth }) => ({ data: await listPendingEvents(auth.accountId) })),
};
