import { requestLogOperations } from "@/lib/api/operations/request-log-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { listRequestLogs } from "@/lib/api-logs/list-api-logs";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/request-logs – the requests the account's keys made, newest first, filtered
  implement(requestLogOperations.list, ({ auth, query }) => listRequestLogs(auth.accountId, query)),
);
