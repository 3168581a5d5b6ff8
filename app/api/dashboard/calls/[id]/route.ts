import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { loadCallDetail } from "@/lib/dashboard/load-call-detail";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
  implement(operations.get, async ({ auth, params }) => (await loadCallDetail(auth.accountId, params.id)) ?? notFound("call")),
);
