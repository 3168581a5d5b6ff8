import type { DeliveryAttempt, Event, WebhookDelivery } from "@/generated/prisma/client";
import { eventDetailSchema, eventResourceSchema, type EventDetailView, type EventView } from "@/lib/schemas/event-resource";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The deliveries an event view reads: newest first, dashboard test deliveries excluded. */
export const EVENT_DELIVERIES_QUERY = { where: { kind: { not: "test" as const } }, orderBy: { id: "desc" as const } };

/** What a listed event reads besides its row: the latest delivery's status. */
export const EVENT_VIEW_INCLUDE = { deliveries: { ...EVENT_DELIVERIES_QUERY, take: 1, select: { status: true } } };

function deliveryStatus(event: Pick<Event, "state">, latest: Pick<WebhookDelivery, "status"> | undefined): EventView["deliveryStatus"] {
  if (latest) return latest.status;
  return event.state === "pending" ? "pending" : "not_sent";
}

/** An event row as the API lists it, passed through its schema so no internal column leaks. */
export function toEventView(event: Event & { deliveries: Pick<WebhookDelivery, "status">[] }): EventView {
  return eventResourceSchema.parse({
    id: event.id,
    type: event.type,
    data: event.data,
    timestamp: event.timestamp.toISOString(),
    createdAt: event.createdAt.toISOString(),
    deliveryStatus: deliveryStatus(event, event.deliveries[0]),
  });
}

/** The event with the exact body sent and every delivery with its attempts. */
export function toEventDetailView(
  event: Event & { deliveries: Array<WebhookDelivery & { attempts: DeliveryAttempt[] }> },
): EventDetailView {
  return eventDetailSchema.parse({
    ...toEventView(event),
    payload: buildEnvelope(event),
    deliveries: event.deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      status: delivery.status,
      url: delivery.url,
      attemptCount: delivery.attemptCount,
      nextAttemptAt: iso(delivery.nextAttemptAt),
      createdAt: delivery.createdAt.toISOString(),
      completedAt: iso(delivery.completedAt),
      attempts: delivery.attempts.map((attempt) => ({
        attemptNumber: attempt.attemptNumber,
        startedAt: attempt.startedAt.toISOString(),
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        error: attempt.error,
      })),
    })),
  });
}
