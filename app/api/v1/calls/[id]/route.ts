import { notFound } from "@/lib/api/not-found";
import { callOperations } from "@/lib/api/operations/call-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { findCall } from "@/lib/calls/find-call";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/calls/:id – one call with its transcript
  implement(callOperations.get, async ({ auth, params }) => (await findCall(auth.accountId, params.id)) ?? notFound("call")),
);
