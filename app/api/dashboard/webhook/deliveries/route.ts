// GET /api/dashboard/webhook/deliveries – the account's deliveries, newest first, a page at a time
import { json } from "@/lib/api/responses";
import { withSession } from "@/lib/dashboard/with-session";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

export const GET = withSession(async ({ accountId, request }) => {
  const cursor = new URL(request.url).searchParams.get("cursor");
  return json(await listDeliveries(accountId, { cursor, limit: 25 }));
});
