import { db } from "@/lib/db";

/** Revokes one of the account's keys. Returns false when the account has no such key. */
export async function revokeApiKey(accountId: string, keyId: string): Promise<boolean> {
  const { count } = await db.apiKey.updateMany({
    where: { id: keyId, accountId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count > 0) return true;
  // Revoking an already revoked key is not an error.
  return (await db.apiKey.count({ where: { id: keyId, accountId } })) > 0;
}
