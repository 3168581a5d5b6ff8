import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { endpointTakesType } from "./endpoint-takes-type";

/** Why an event gets no delivery. */
export type NoDeliveryReason = "no-event" | "account-closed" | "no-webhook-url" | "type-not-selected";

export type DeliveryForEvent = { deliveryId: string; created: boolean } | { skipped: NoDeliveryReason };

/**
 * Creates the dispatch delivery of an outbox event, once: the event id is the delivery's
 * unique dedupe key, so a duplicate send of the same event (Inngest or the sweeper) finds the
 * existing delivery (`created: false`) instead of making a second one. Skipped when the event
 * is gone, its account is closed, has no webhook URL, or the endpoint does not take its type.
 */
export async function createDeliveryForEvent(eventId: string): Promise<DeliveryForEvent> {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      accountId: true,
      type: true,
      account: { select: { closedAt: true, webhookEndpoint: { select: { url: true, eventTypes: true } } } },
    },
  });
  if (!event) return { skipped: "no-event" };
  if (event.account.closedAt) return { skipped: "account-closed" };
  const endpoint = event.account.webhookEndpoint;
  if (!endpoint) return { skipped: "no-webhook-url" };
  if (!endpointTakesType(endpoint.eventTypes, event.type)) return { skipped: "type-not-selected" };

  const deliveryId = newId("dlv");
  const { count } = await db.webhookDelivery.createMany({
    data: [{ id: deliveryId, accountId: event.accountId, eventId, kind: "event", dedupeKey: eventId, url: endpoint.url }],
    skipDuplicates: true,
  });
  if (count === 1) return { deliveryId, created: true };
  const existing = await db.webhookDelivery.findUniqueOrThrow({ where: { dedupeKey: eventId }, select: { id: true } });
  return { deliveryId: existing.id, created: false };
}
