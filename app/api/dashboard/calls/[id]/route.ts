// GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
import { notFound } from "@/lib/api/resource-id";
import { json } from "@/lib/api/responses";
import { getCall } from "@/lib/calls/get-call";
import { listCallEvents } from "@/lib/calls/list-call-events";
import { withSession } from "@/lib/dashboard/with-session";

export const GET = withSession(async ({ accountId, params }) => {
  const call = await getCall(accountId, params.id);
  if (!call) notFound("call");
  return json({ call, events: await listCallEvents(accountId, params.id) });
});
