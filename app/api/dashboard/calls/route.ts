import { implement, serve } from "@/lib/api/serve-operations";
import { listCalls } from "@/lib/calls/list-calls";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant and status
  implement(operations.list, ({ auth, query }) => listCalls(auth.accountId, query)),
);
