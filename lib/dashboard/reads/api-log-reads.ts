import { implement } from "@/lib/api/serve-operations";
import { dashboardRequestLogOperations as operations } from "@/lib/dashboard/operations/api-log-operations";
import { listRequestLogs } from "@/lib/api-logs/list-api-logs";

/** The API logs' read, served by its route and rendered first by the API logs page. */
export const requestLogReads = {
  // GET /api/dashboard/request-logs – the requests the account's keys made, newest first, filtered (developers and up)
  list: implement(operations.list, ({ auth, query }) => listRequestLogs(auth.accountId, query)),
};
