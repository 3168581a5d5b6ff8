// GET /api/dashboard/webhook/deliveries/:id – one delivery with the payload and every attempt
import { ApiError } from "@/lib/api/errors";
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { getDelivery } from "@/lib/webhooks/get-delivery";

export const GET = withSession(async ({ accountId, params }) => {
  const delivery = await getDelivery(accountId, params.id);
  if (!delivery) throw new ApiError("NOT_FOUND", "No such delivery");
  return json(delivery);
});
