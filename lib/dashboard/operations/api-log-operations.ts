import { REQUEST_LOG_ROLE } from "@/lib/access/api-log-policy";
import { onDashboard } from "@/lib/api/operation";
import { requestLogOperations } from "@/lib/api/operations/request-log-operations";

/** The API logs page reads exactly what GET /api/v1/request-logs answers, for developers and up. */
export const dashboardRequestLogOperations = {
  list: onDashboard(requestLogOperations.list, REQUEST_LOG_ROLE),
};
