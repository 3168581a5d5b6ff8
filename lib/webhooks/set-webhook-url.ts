import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { webhookEndpointViewSchema, webhookUrlInputSchema, type WebhookEndpointView } from "@/lib/schemas/webhook";
import { WebhookUrlError } from "./errors";
import { newSigningSecret } from "./new-signing-secret";
import { resolveWebhookTarget } from "./resolve-webhook-target";

/**
 * Sets the account's webhook URL. Throws {@link WebhookUrlError} (message ready to show)
 * for anything but an https URL whose host resolves only to public addresses. The first
 * URL creates the endpoint and its signing secret; a new URL keeps the secret and enables
 * the endpoint again with a fresh failure count.
 */
export async function setWebhookUrl(accountId: string, url: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<WebhookEndpointView> {
  const parsed = webhookUrlInputSchema.safeParse(url);
  if (!parsed.success) throw new WebhookUrlError("invalid_url", parsed.error.issues[0]?.message ?? "Enter a URL");
  const target = await resolveWebhookTarget(parsed.data);
  const normalised = target.url.toString();

  const row = await db.$transaction(async (tx) => {
    const before = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { url: true, enabled: true } });
    const after = await tx.webhookEndpoint.upsert({
      where: { accountId },
      create: { id: newId("we"), accountId, url: normalised, signingSecret: newSigningSecret() },
      update: { url: normalised, enabled: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null },
    });
    await recordAudit(tx, accountId, audit, {
      action: "webhook.url_set",
      target: { type: "webhook_endpoint", id: after.id, label: urlForAudit(after.url) },
      summary: {
        before: before ? { url: urlForAudit(before.url), enabled: before.enabled } : null,
        after: { url: urlForAudit(after.url), enabled: after.enabled },
      },
    });
    return after;
  });
  return webhookEndpointViewSchema.parse(row);
}
