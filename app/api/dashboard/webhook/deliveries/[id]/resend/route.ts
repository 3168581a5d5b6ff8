// POST /api/dashboard/webhook/deliveries/:id/resend – send the delivery's event again, now
import { notFound } from "@/lib/api/resource-id";
import { json } from "@/lib/api/responses";
import { mapWebhookErrors } from "@/lib/dashboard/map-webhook-error";
import { withSession } from "@/lib/dashboard/with-session";
import { resendDelivery } from "@/lib/webhooks/resend-delivery";

export const POST = withSession(async ({ accountId, params }) => {
  const result = await mapWebhookErrors(() => resendDelivery(accountId, params.id));
  return json(result ?? notFound("delivery"));
});
