import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { findDelivery } from "@/lib/webhooks/find-delivery";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook/deliveries/:id – one delivery with the payload and every attempt
  implement(operations.getDelivery, async ({ auth, params }) => (await findDelivery(auth.accountId, params.id)) ?? notFound("delivery")),
);
