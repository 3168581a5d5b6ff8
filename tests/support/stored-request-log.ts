import { expect } from "vitest";
import { flushRequestLogs, requestLogStore } from "@/lib/api-logs/api-log-buffer";
import type { RequestLogView } from "@/lib/schemas/api-log";

/** The API log entry of one request, once the buffer has written it to Postgres. */
export async function storedRequestLog(accountId: string, requestId: string | null): Promise<RequestLogView> {
  expect(requestId).toMatch(/^req_/);
  await flushRequestLogs();
  const entry = await requestLogStore().find(accountId, requestId!);
  expect(entry, `no entry for ${requestId}`).not.toBeNull();
  return entry!;
}
