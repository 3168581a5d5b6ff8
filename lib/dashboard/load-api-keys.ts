import { listApiKeys } from "@/lib/api-keys/list-api-keys";

/** The API keys screen (and GET /api/dashboard/api-keys): the account's keys, never their secrets. */
export async function loadApiKeys(accountId: string) {
  return { data: await listApiKeys(accountId) };
}
