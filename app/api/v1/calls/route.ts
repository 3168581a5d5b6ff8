import { callOperations } from "@/lib/api/operations/call-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { listCalls } from "@/lib/calls/list-calls";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/calls – the API key's account's calls, newest first, filtered by assistant and status, a page at a time
  implement(callOperations.list, ({ auth, query }) => listCalls(auth.accountId, query)),
);
