import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { listPendingEvents } from "@/lib/events/list-pending-events";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook/pending-events – events not yet handed to delivery
  implement(operations.listPendingEvents, async ({ auth }) => ({ data: await listPendingEvents(auth.accountId) })),
);
