import type { ListRequestLogsQuery, RequestLogList, RequestLogView } from "@/lib/schemas/api-log";

/** One request as recorded: the row the store writes (bodies already redacted and capped). */
export type RequestLogEntry = {
  /** The request id (`req_…`), made at `createdAt` (lib/ids.ts), so one orders like the other. */
  id: string;
  accountId: string;
  createdAt: Date;
  method: string;
  path: string;
  route: string | null;
  query: string | null;
  status: number;
  errorCode: string | null;
  durationMs: number;
  keyId: string;
  keyName: string;
  keyPrefix: string;
  ipAddress: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
  replayed: boolean;
  requestBody: string | null;
  responseBody: string | null;
};

/** Requests and errors (answers of 400 and above) per key since a time, and each key's last request. */
export type KeyRequestSummary = { keyId: string; requests: number; errors: number; lastRequestAt: Date };

/**
 * Where the API logs live: the one interface the pipeline's buffer writes through and the API
 * reads through, so an installation can move the log to a columnar store (ClickHouse) by
 * implementing these four methods; nothing else names the table. Reads are tenant scoped by
 * `accountId` and limited to the retention period.
 */
export interface RequestLogStore {
  /** Writes a batch in one statement; throws when it could not (the buffer keeps or drops the batch). */
  append(entries: readonly RequestLogEntry[]): Promise<void>;
  /** The account's entries, newest first, filtered; the cursor is the last id of the previous page. */
  list(accountId: string, query: ListRequestLogsQuery): Promise<RequestLogList>;
  /** One entry by its request id, or null (another account's id finds nothing). */
  find(accountId: string, id: string): Promise<RequestLogView | null>;
  /** Per key: requests and errors since `since` (the API keys page's last 24 hours). */
  summarizeKeys(accountId: string, since: Date): Promise<KeyRequestSummary[]>;
}
