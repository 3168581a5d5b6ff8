import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { ManualAttemptResult } from "@/lib/schemas/webhook";
import { attemptDelivery } from "./attempt-delivery";
import { WebhookNotConfiguredError } from "./errors";
import { withManualSendSlot } from "./limit-manual-send";

/**
 * Sends a delivery's event again, now, to the current URL with the current secret: a new
 * delivery of kind `resend` with one attempt and no retries, returned to the caller like a
 * test event. The event keeps its id, so a receiver that already has it can drop it.
 * Null when the delivery does not exist in this account. Counts against the account's limits
 * and resends one delivery once at a time (see {@link withManualSendSlot}): a 429 ApiError when full.
 */
export async function resendDelivery(
  accountId: string,
  deliveryId: string,
  { timeoutMs, audit = SYSTEM_CONTEXT }: { timeoutMs?: number; audit?: AuditContext } = {},
): Promise<ManualAttemptResult | null> {
  const original = await db.webhookDelivery.findFirst({ where: { id: deliveryId, accountId }, select: { id: true, eventId: true } });
  if (!original) return null;
  return withManualSendSlot(accountId, { exclusiveKey: `resend:${original.id}`, timeoutMs }, async () => {
    const endpoint = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { url: true } });
    if (!endpoint) throw new WebhookNotConfiguredError();

    const resend = await db.$transaction(async (tx) => {
      const created = await tx.webhookDelivery.create({
        data: { id: newId("dlv"), accountId, eventId: original.eventId, kind: "resend", resendOfId: original.id, url: endpoint.url },
        select: { id: true },
      });
      await recordAudit(tx, accountId, audit, {
        action: "webhook.delivery_resent",
        target: { type: "webhook_delivery", id: original.id },
        summary: { eventId: original.eventId, resendDeliveryId: created.id },
      });
      return created;
    });
    const outcome = await attemptDelivery(resend.id, { final: true, timeoutMs });
    return {
      deliveryId: resend.id,
      eventId: original.eventId,
      ok: outcome.ok,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      error: outcome.error,
    };
  });
}
