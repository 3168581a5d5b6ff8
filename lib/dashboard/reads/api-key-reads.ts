import { implement } from "@/lib/api/serve-operations";
import { loadApiKeys } from "@/lib/dashboard/load-api-keys";
import { dashboardApiKeyOperations as operations } from "@/lib/dashboard/operations/api-key-operations";

/** The API keys' reads, served by their route and rendered first by the API keys page. */
export const apiKeyReads = {
  // GET /api/dashboard/api-keys – the signed-in account's keys
  list: implement(operations.list, ({ auth }) => loadApiKeys(auth.accountId)),
};
