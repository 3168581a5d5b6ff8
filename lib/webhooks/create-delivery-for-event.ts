import { db } from "@/lib/db";
import { newId } from "@/lib/ids";

/**
 * Creates the dispatch delivery of an outbox event, once: the event id is the delivery's
 * unique dedupe key, so a duplicate send of the same event (Inngest or the sweeper) finds the
 * existing delivery (`created: false`) instead of making a second one. Null when the event is
 * gone or its account has no webhook URL.
 */
export async function createDeliveryForEvent(eventId: string): Promise<{ deliveryId: string; created: boolean } | null> {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, accountId: true, account: { select: { webhookEndpoint: { select: { url: true } } } } },
  });
  const endpoint = event?.account.webhookEndpoint;
  if (!event || !endpoint) return null;

  const deliveryId = newId("dlv");
  const { count } = await db.webhookDelivery.createMany({
    data: [{ id: deliveryId, accountId: event.accountId, eventId, kind: "event", dedupeKey: eventId, url: endpoint.url }],
    skipDuplicates: true,
  });
  if (count === 1) return { deliveryId, created: true };
  const existing = await db.webhookDelivery.findUniqueOrThrow({ where: { dedupeKey: eventId }, select: { id: true } });
  return { deliveryId: existing.id, created: false };
}
