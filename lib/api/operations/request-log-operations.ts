import { defineOperation } from "../operation";
import { listRequestLogsQuerySchema, REQUEST_LOG_BODY_MAX_BYTES, requestLogListSchema } from "@/lib/schemas/api-log";

export const requestLogOperations = {
  list: defineOperation({
    id: "listRequestLogs",
    method: "GET",
    path: "/api/v1/request-logs",
    access: { apiKey: "logs:read" },
    tag: "API logs",
    summary: "List API requests",
    description: `Every request made to /api/v1 with one of the account's keys, newest first, whatever the answer (errors and \`429\` included): time, method, path and operation, query, status, error code, duration, key, request id, client address, user agent and Idempotency-Key. For answers of 400 and above, the request and response bodies with secrets redacted, at most ${REQUEST_LOG_BODY_MAX_BYTES / 1024} KiB each. Filter by \`status\` (\`4xx\` or \`429\`), \`method\`, \`route\`, \`keyId\`, a time range (\`from\` inclusive, \`to\` exclusive) or \`requestId\` (the \`requestId\` of an error body); follow \`nextCursor\` for more. A request appears within a few seconds of its answer. Needs the \`logs:read\` permission.`,
    query: listRequestLogsQuerySchema,
    response: { status: 200, description: "A page of requests.", schema: requestLogListSchema },
  }),
};
