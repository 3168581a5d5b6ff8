import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/webhook-operations";
import { resendDelivery } from "@/lib/webhooks/resend-delivery";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/webhook/deliveries/:id/resend – send the delivery's event again, now
  implement(
    operations.resendDelivery,
    async ({ auth, params, audit }) => (await resendDelivery(auth.accountId, params.id, { audit })) ?? notFound("delivery"),
  ),
);
