import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db, isRecordNotFound } from "@/lib/db";
import { webhookEndpointViewSchema, type WebhookEndpointView } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "./errors";

/** Enables an endpoint that was disabled after repeated failures. */
export async function enableWebhookEndpoint(accountId: string, audit: AuditContext = SYSTEM_CONTEXT): Promise<WebhookEndpointView> {
  try {
    const endpoint = await db.$transaction(async (tx) => {
      const before = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { enabled: true, disabledReason: true } });
      const after = await tx.webhookEndpoint.update({
        where: { accountId },
        data: { enabled: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null },
      });
      await recordAudit(tx, accountId, audit, {
        action: "webhook.enabled",
        target: { type: "webhook_endpoint", id: after.id, label: urlForAudit(after.url) },
        summary: {
          before: { enabled: before?.enabled ?? false, disabledReason: before?.disabledReason ?? null },
          after: { enabled: true },
        },
      });
      return after;
    });
    return webhookEndpointViewSchema.parse(endpoint);
  } catch (error) {
    throw isRecordNotFound(error) ? new WebhookNotConfiguredError() : error;
  }
}
