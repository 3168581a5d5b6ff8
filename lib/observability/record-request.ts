import { logger } from "./logger";
import { requestDuration } from "./metrics";

export type RequestRecord = {
  requestId: string;
  /** The operation's id; absent for answers no operation gave (an unknown path, a 405). */
  operation: string | undefined;
  method: string;
  /** Only for answers without an operation: which path was asked for. */
  path?: string;
  accountId: string | undefined;
  status: number;
  durationMs: number;
};

/**
 * The one line per API request (info level) and its duration in the request histogram. A
 * plain object and one call: no child logger is allocated per request. Unrouted answers are
 * counted under one `operation` value, so a scan of made-up paths cannot grow the metric.
 */
export function recordRequest(record: RequestRecord): void {
  logger.info(record, "request");
  requestDuration.record(record.durationMs / 1000, { operation: record.operation ?? "unrouted", status: record.status });
}
