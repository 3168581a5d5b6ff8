import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db } from "@/lib/db";
import { WebhookNotConfiguredError } from "./errors";

/**
 * The account's signing secret, for the dashboard's explicit "reveal". Each reveal is in the
 * audit log (who saw the secret, never the secret itself).
 */
export async function revealSigningSecret(accountId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<string> {
  return db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { id: true, url: true, signingSecret: true } });
    if (!row) throw new WebhookNotConfiguredError();
    await recordAudit(tx, accountId, audit, {
      action: "webhook.secret_revealed",
      target: { type: "webhook_endpoint", id: row.id, label: urlForAudit(row.url) },
    });
    return row.signingSecret;
  });
}
