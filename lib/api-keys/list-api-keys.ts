import { db } from "@/lib/db";
import { apiKeyViewSchema, type ApiKeyView } from "@/lib/schemas/api-key";

/** An account's keys, newest first, revoked ones included (the dashboard shows them greyed). */
export async function listApiKeys(accountId: string): Promise<ApiKeyView[]> {
  const rows = await db.apiKey.findMany({ where: { accountId }, orderBy: { createdAt: "desc" } });
  return rows.map((row) => apiKeyViewSchema.parse(row));
}
