import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { deliverPendingEvent } from "@/lib/events/deliver-pending-event";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/pending-events/:id/deliver – hand a waiting event to delivery now
  implement(
    operations.deliverPendingEvent,
    async ({ auth, params, audit }) => (await deliverPendingEvent(auth.accountId, params.id, audit)) ?? notFound("waiting event"),
  ),
);
