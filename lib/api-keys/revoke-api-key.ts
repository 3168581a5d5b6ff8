import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { forgetCachedAccount } from "./api-key-cache";
import { notifyApiKeyChange } from "./notify-api-key-change";

/** Revokes one of the account's keys. Returns false when the account has no such key. */
export async function revokeApiKey(accountId: string, keyId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<boolean> {
  const { count } = await db.$transaction(async (tx) => {
    const revokedAt = new Date();
    const result = await tx.apiKey.updateMany({ where: { id: keyId, accountId, revokedAt: null }, data: { revokedAt } });
    if (result.count > 0) {
      // Every process drops its cached copy when this commits.
      await notifyApiKeyChange(tx, accountId);
      const key = await tx.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: { name: true, prefix: true } });
      await recordAudit(tx, accountId, audit, {
        action: "api_key.revoked",
        target: { type: "api_key", id: keyId, label: `${key.name} (${key.prefix}…)` },
        summary: { before: { revokedAt: null }, after: { revokedAt: revokedAt.toISOString() } },
      });
    }
    return result;
  });
  if (count > 0) {
    forgetCachedAccount(accountId);
    return true;
  }
  // Revoking an already revoked key is not an error.
  return (await db.apiKey.count({ where: { id: keyId, accountId } })) > 0;
}
