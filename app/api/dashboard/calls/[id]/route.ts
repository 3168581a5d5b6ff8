import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { findCall } from "@/lib/calls/find-call";
import { listCallEvents } from "@/lib/calls/list-call-events";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
  implement(operations.get, async ({ auth, params }) => {
    const [call, events] = await Promise.all([findCall(auth.accountId, params.id), listCallEvents(auth.accountId, params.id)]);
    return call ? { call, events } : notFound("call");
  }),
);
