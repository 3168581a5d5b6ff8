import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db } from "@/lib/db";
import { WebhookNotConfiguredError } from "./errors";
import { newSigningSecret } from "./new-signing-secret";

/**
 * Replaces the signing secret at once and returns the new one. Every attempt from now on,
 * retries of earlier events included, is signed with it.
 */
export async function rotateSigningSecret(accountId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<string> {
  const signingSecret = newSigningSecret();
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { id: true, url: true } });
    if (!endpoint) throw new WebhookNotConfiguredError();
    await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { signingSecret } });
    // That it was rotated, never either secret.
    await recordAudit(tx, accountId, audit, {
      action: "webhook.secret_rotated",
      target: { type: "webhook_endpoint", id: endpoint.id, label: urlForAudit(endpoint.url) },
    });
    return signingSecret;
  });
}
