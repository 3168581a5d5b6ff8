import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { summarizeKeyRequests } from "@/lib/request-logs/summarize-key-requests";

/** The API keys screen (and GET /api/dashboard/api-keys): the account's keys, never their secrets, each with its last 24 hours. */
export async function loadApiKeys(accountId: string) {
  const [keys, activity] = await Promise.all([listApiKeys(accountId), summarizeKeyRequests(accountId)]);
  return { data: keys.map((key) => ({ ...key, last24h: activity.get(key.id) ?? { requests: 0, errors: 0 } })) };
}
