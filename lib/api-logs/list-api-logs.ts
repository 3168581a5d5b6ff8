import type { ListRequestLogsQuery, RequestLogList } from "@/lib/schemas/api-log";
import { requestLogStore } from "./api-log-buffer";

/** The account's API requests, newest first, filtered (GET /api/v1/request-logs and the API logs page). */
export function listRequestLogs(accountId: string, query: ListRequestLogsQuery): Promise<RequestLogList> {
  return requestLogStore().list(accountId, query);
}
