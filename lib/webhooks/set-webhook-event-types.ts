import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db, isRecordNotFound } from "@/lib/db";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { webhookEndpointViewSchema, type WebhookEndpointView, type WebhookEventTypesInput } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "./errors";

/**
 * Chooses which event types are sent to the account's URL. Choosing all of them is stored
 * as "every type", so a type added later reaches the endpoint too.
 */
export async function setWebhookEventTypes(
  accountId: string,
  { eventTypes }: WebhookEventTypesInput,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<WebhookEndpointView> {
  const chosen = EVENT_TYPES.filter((type) => eventTypes.includes(type));
  const stored = chosen.length === EVENT_TYPES.length ? [] : chosen;
  try {
    const endpoint = await db.$transaction(async (tx) => {
      const before = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { eventTypes: true } });
      const after = await tx.webhookEndpoint.update({ where: { accountId }, data: { eventTypes: stored } });
      // Stored empty means every type; the summary names them, as the dashboard shows them.
      const named = (types: string[]) => (types.length === 0 ? [...EVENT_TYPES] : types);
      await recordAudit(tx, accountId, audit, {
        action: "webhook.event_types_set",
        target: { type: "webhook_endpoint", id: after.id, label: urlForAudit(after.url) },
        summary: { before: { eventTypes: before ? named(before.eventTypes) : null }, after: { eventTypes: named(after.eventTypes) } },
      });
      return after;
    });
    return webhookEndpointViewSchema.parse(endpoint);
  } catch (error) {
    throw isRecordNotFound(error) ? new WebhookNotConfiguredError() : error;
  }
}
