import { db } from "@/lib/db";
import type { ApiKeyView } from "@/lib/schemas/api-key";
import { API_KEY_VIEW_SELECT, toApiKeyView } from "./to-api-key-view";

/** An account's keys, newest first, revoked ones included (the dashboard shows them greyed), each with its maker's standing. */
export async function listApiKeys(accountId: string): Promise<ApiKeyView[]> {
  const rows = await db.apiKey.findMany({ where: { accountId }, orderBy: { createdAt: "desc" }, select: API_KEY_VIEW_SELECT });
  return rows.map(toApiKeyView);
}
