import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { EVENT_TYPES } from "@/lib/schemas/event";
import { RECOVER_BATCH_LIMIT, type RecoverResult, type RedeliveryResult } from "@/lib/schemas/event-resource";
import { WebhookNotConfiguredError } from "@/lib/webhooks/errors";
import { scheduleDeliveries } from "./schedule-deliveries";

/**
 * New deliveries (kind `resend`) of events already checked to be the account's, to the
 * current URL, handed to the scheduler. The events keep their ids: receivers that already
 * have one can drop it. An explicit redelivery is sent whatever types the endpoint takes.
 */
async function createRedeliveries(accountId: string, eventIds: string[]): Promise<{ deliveryIds: string[]; queued: boolean }> {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { url: true } });
  if (!endpoint) throw new WebhookNotConfiguredError();
  const deliveries = eventIds.map((eventId) => ({ id: newId("dlv"), accountId, eventId, kind: "resend" as const, url: endpoint.url }));
  await db.webhookDelivery.createMany({ data: deliveries });
  const queued = await scheduleDeliveries(deliveries);
  return { deliveryIds: deliveries.map((delivery) => delivery.id), queued };
}

/** POST /events/:id/redeliver: a new delivery of the event. Null when the account has no such event. */
export async function redeliverEvent(accountId: string, eventId: string): Promise<RedeliveryResult | null> {
  const event = await db.event.findFirst({ where: { id: eventId, accountId, type: { in: EVENT_TYPES } }, select: { id: true } });
  if (!event) return null;
  const { deliveryIds, queued } = await createRedeliveries(accountId, [event.id]);
  return { eventId: event.id, deliveryId: deliveryIds[0], status: queued ? "pending" : "failed" };
}

/**
 * POST /webhook/recover: redelivers every event whose delivery failed at or after `since`
 * and that has not been delivered, or queued again, since. Calling it twice in a row queues
 * nothing the second time. At most {@link RECOVER_BATCH_LIMIT} events per call, oldest first.
 */
export async function recoverFailedDeliveries(accountId: string, since: Date): Promise<RecoverResult> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT e.id FROM "Event" e
    WHERE e."accountId" = ${accountId}
      AND e.type = ANY(${EVENT_TYPES}::text[])
      AND EXISTS (
        SELECT 1 FROM "WebhookDelivery" d
        WHERE d."eventId" = e.id AND d.kind <> 'test' AND d.status = 'failed'
          AND d."completedAt" >= (${since.toISOString()}::timestamptz AT TIME ZONE 'UTC'))
      AND NOT EXISTS (
        SELECT 1 FROM "WebhookDelivery" d
        WHERE d."eventId" = e.id AND d.kind <> 'test' AND d.status IN ('pending', 'delivered'))
    ORDER BY e.id
    LIMIT ${RECOVER_BATCH_LIMIT}`;
  if (rows.length > 0) await createRedeliveries(accountId, rows.map((row) => row.id));
  return { queued: rows.length, since: since.toISOString() };
}
