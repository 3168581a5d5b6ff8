// GET /api/dashboard/webhook/deliveries/:id – one delivery with the payload and every attempt
import { notFound } from "@/lib/api/resource-id";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { getDelivery } from "@/lib/webhooks/get-delivery";

export const GET = withSession(async ({ accountId, params }) => {
  const delivery = await getDelivery(accountId, params.id);
  return json(delivery ?? notFound("delivery"));
});
