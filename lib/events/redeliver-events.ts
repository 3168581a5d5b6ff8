import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
import { recordAudit, type AuditEntry } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { RECOVER_BATCH_LIMIT, type RecoverResult, type RedeliveryResult } from "@/lib/schemas/event-resource";
import { retainedEventBounds, retainedEventWhere } from "@/lib/retention/retained-events";
import { WebhookNotConfiguredError } from "@/lib/webhooks/errors";
import { scheduleDeliveries } from "./schedule-deliveries";

/**
 * New deliveries (kind `resend`) of events already checked to be the account's, to the
 * current URL, handed to the scheduler, with the audit entry `auditEntry` makes of them in the
 * same transaction. The events keep their ids: receivers that already have one can drop it.
 * An explicit redelivery is sent whatever types the endpoint takes.
 */
async function createRedeliveries(
  accountId: string,
  eventIds: string[],
  audit: AuditContext,
  auditEntry: (deliveryIds: string[]) => AuditEntry,
): Promise<{ deliveryIds: string[]; queued: boolean }> {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { url: true } });
  if (!endpoint) throw new WebhookNotConfiguredError();
  const deliveries = eventIds.map((eventId) => ({ id: newId("dlv"), accountId, eventId, kind: "resend" as const, url: endpoint.url }));
  const deliveryIds = deliveries.map((delivery) => delivery.id);
  await db.$transaction(async (tx) => {
    await tx.webhookDelivery.createMany({ data: deliveries });
    await recordAudit(tx, accountId, audit, auditEntry(deliveryIds));
  });
  const queued = await scheduleDeliveries(deliveries);
  return { deliveryIds, queued };
}

/** POST /events/:id/redeliver: a new delivery of the event. Null when the account has no such event (or it is past retention). */
export async function redeliverEvent(
  accountId: string,
  eventId: string,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<RedeliveryResult | null> {
  const event = await db.event.findFirst({
    where: { id: eventId, accountId, type: { in: EVENT_TYPES }, ...retainedEventWhere() },
    select: { id: true, type: true },
  });
  if (!event) return null;
  const { deliveryIds, queued } = await createRedeliveries(accountId, [event.id], audit, ([deliveryId]) => ({
    action: "webhook.event_redelivered",
    target: { type: "event", id: event.id, label: event.type },
    summary: { deliveryId },
  }));
  return { eventId: event.id, deliveryId: deliveryIds[0], status: queued ? "pending" : "failed" };
}

/**
 * POST /webhook/recover: redelivers every event (within retention) whose latest delivery
 * failed at or after `since`: one of its deliveries failed then, none was delivered at or after
 * that failure, and none is pending. What came before the failure does not matter (delivered,
 * then redelivered and failed: queued). The redeliveries it creates are pending, so calling
 * it twice in a row queues nothing the second time. At most {@link RECOVER_BATCH_LIMIT}
 * events per call, oldest first.
 */
export async function recoverFailedDeliveries(
  accountId: string,
  since: Date,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<RecoverResult> {
  const { idFrom, createdFrom } = retainedEventBounds();
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT e.id FROM "Event" e
    WHERE e."accountId" = ${accountId}
      AND e.type = ANY(${EVENT_TYPES}::text[])
      AND e.id >= ${idFrom}
      AND e."createdAt" >= ${createdFrom.toISOString()}::timestamptz
      AND EXISTS (
        SELECT 1 FROM "WebhookDelivery" f
        WHERE f."eventId" = e.id AND f.kind <> 'test' AND f.status = 'failed'
          AND f."completedAt" >= ${since.toISOString()}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM "WebhookDelivery" d
            WHERE d."eventId" = e.id AND d.kind <> 'test' AND d.status = 'delivered' AND d."completedAt" >= f."completedAt"))
      AND NOT EXISTS (
        SELECT 1 FROM "WebhookDelivery" d
        WHERE d."eventId" = e.id AND d.kind <> 'test' AND d.status = 'pending')
    ORDER BY e.id
    LIMIT ${RECOVER_BATCH_LIMIT}`;
  // A call that queued nothing changed nothing, and is not recorded.
  if (rows.length > 0) {
    await createRedeliveries(
      accountId,
      rows.map((row) => row.id),
      audit,
      () => ({
        action: "webhook.failed_events_recovered",
        summary: { since: since.toISOString(), queued: rows.length },
      }),
    );
  }
  return { queued: rows.length, since: since.toISOString() };
}
