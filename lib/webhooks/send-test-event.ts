import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { urlForAudit } from "@/lib/audit/url-for-audit";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { TEST_EVENT_TYPE, testEventDataSchema, type ManualAttemptResult } from "@/lib/schemas/webhook";
import { attemptDelivery } from "./attempt-delivery";
import { WebhookNotConfiguredError } from "./errors";
import { withManualSendSlot } from "./limit-manual-send";

/**
 * Sends a `webhook.test` event to the account's URL now: one signed attempt through the
 * same code as real deliveries, recorded as a delivery of kind `test`, with no retries.
 * Works on a disabled endpoint too, so a fixed receiver can be checked before enabling it.
 * Counts against the account's limits (see {@link withManualSendSlot}): a 429 ApiError when full.
 */
export function sendTestEvent(
  accountId: string,
  { timeoutMs, audit = SYSTEM_CONTEXT }: { timeoutMs?: number; audit?: AuditContext } = {},
): Promise<ManualAttemptResult> {
  return withManualSendSlot(accountId, { timeoutMs }, () => sendNow(accountId, timeoutMs, audit));
}

async function sendNow(accountId: string, timeoutMs: number | undefined, audit: AuditContext): Promise<ManualAttemptResult> {
  const { eventId, deliveryId } = await db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { accountId }, select: { id: true, url: true } });
    if (!endpoint) throw new WebhookNotConfiguredError();
    const now = new Date();
    const data = testEventDataSchema.parse({
      message: "This is a test event from the Voice Assistant Service. Verify its signature like any other event.",
      accountId,
    });
    // Recorded as already handed over: it never goes through the outbox or Inngest.
    const event = await tx.event.create({
      data: { id: newId("evt"), accountId, type: TEST_EVENT_TYPE, data, timestamp: now, state: "dispatched", dispatchedAt: now },
      select: { id: true },
    });
    const delivery = await tx.webhookDelivery.create({
      data: { id: newId("dlv"), accountId, eventId: event.id, kind: "test", url: endpoint.url },
      select: { id: true },
    });
    await recordAudit(tx, accountId, audit, {
      action: "webhook.test_sent",
      target: { type: "webhook_endpoint", id: endpoint.id, label: urlForAudit(endpoint.url) },
      summary: { eventId: event.id, deliveryId: delivery.id },
    });
    return { eventId: event.id, deliveryId: delivery.id };
  });

  const outcome = await attemptDelivery(deliveryId, { final: true, timeoutMs });
  return { deliveryId, eventId, ok: outcome.ok, statusCode: outcome.statusCode, latencyMs: outcome.latencyMs, error: outcome.error };
}
