import { implement } from "@/lib/api/serve-operations";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { dashboardApiKeyOperations as operations } from "@/lib/dashboard/operations/api-key-operations";
import { summarizeKeyRequests } from "@/lib/api-logs/summarize-key-requests";

/** The API keys' reads, served by their route and rendered first by the API keys page. */
export const apiKeyReads = {
  // GET /api/dashboard/api-keys – the signed-in account's keys, never their secrets, each with its last 24 hours
  list: implement(operations.list, async ({ auth }) => {
    const [keys, activity] = await Promise.all([listApiKeys(auth.accountId), summarizeKeyRequests(auth.accountId)]);
    return { data: keys.map((key) => ({ ...key, last24h: activity.get(key.id) ?? { requests: 0, errors: 0 } })) };
  }),
};
