import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db } from "@/lib/db";

/**
 * Removes the account's webhook URL and its signing secret: no further events are sent.
 * Past deliveries stay listed. Returns false when there was none.
 */
export async function clearWebhookUrl(accountId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { id: true, url: true } });
    if (!endpoint) return false;
    const { count } = await tx.webhookEndpoint.deleteMany({ where: { id: endpoint.id } });
    if (count === 0) return false;
    const url = urlForAudit(endpoint.url);
    await recordAudit(tx, accountId, audit, {
      action: "webhook.removed",
      target: { type: "webhook_endpoint", id: endpoint.id, label: url },
      summary: { before: { url }, after: null },
    });
    return true;
  });
}
