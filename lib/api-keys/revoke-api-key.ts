import { db } from "@/lib/db";
import { forgetCachedAccount } from "./api-key-cache";
import { notifyApiKeyChange } from "./api-key-change-listener";

/** Revokes one of the account's keys. Returns false when the account has no such key. */
export async function revokeApiKey(accountId: string, keyId: string): Promise<boolean> {
  const { count } = await db.$transaction(async (tx) => {
    const result = await tx.apiKey.updateMany({ where: { id: keyId, accountId, revokedAt: null }, data: { revokedAt: new Date() } });
    // Every process drops its cached copy when this commits.
    if (result.count > 0) await notifyApiKeyChange(tx, accountId);
    return result;
  });
  if (count > 0) {
    forgetCachedAccount(accountId);
    return true;
  }
  // Revoking an already revoked key is not an error.
  return (await db.apiKey.count({ where: { id: keyId, accountId } })) > 0;
}
