import { requestLogStore } from "./api-log-buffer";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests and errors per key in the 24 hours before `now`, by key id (keys without any are absent). */
export async function summarizeKeyRequests(
  accountId: string,
  now: Date = new Date(),
): Promise<Map<string, { requests: number; errors: number }>> {
  const rows = await requestLogStore().summarizeKeys(accountId, new Date(now.getTime() - DAY_MS));
  return new Map(rows.map((row) => [row.keyId, { requests: row.requests, errors: row.errors }]));
}
