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
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<ManualAttemptResult | null> {
  const original = await db.webhookDelivery.findFirst({ where: { id: deliveryId, accountId }, select: { id: true, eventId: true } });
  if (!original) return null;
  return withManualSendSlot(accountId, { exclusiveKey: `resend:${original.id}`, timeoutMs }, async () => {
    const endpoint = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { url: true } });
    if (!endpoint) throw new WebhookNotConfiguredError();

    const resend = await db.webhookDelivery.create({
      data: { id: newId("dlv"), accountId, eventId: original.eventId, kind: "resend", resendOfId: original.id, url: endpoint.url },
      select: { id: true },
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
