import { z } from "zod";
import { defineOperation } from "../operation";
import {
  EVENT_RETENTION_DAYS,
  eventDetailSchema,
  eventIdSchema,
  eventListSchema,
  listEventsQuerySchema,
  recoverInputSchema,
  recoverResultSchema,
  redeliveryResultSchema,
} from "@/lib/schemas/event-resource";

const byId = { params: z.object({ id: eventIdSchema }), resource: "event" } as const;

export const eventOperations = {
  list: defineOperation({
    id: "listEvents",
    method: "GET",
    path: "/api/v1/events",
    access: { apiKey: "events:read" },
    tag: "Events",
    summary: "List events",
    description: `The account's events of the last ${EVENT_RETENTION_DAYS} days, newest first, optionally of one type and within a time range, with each one's delivery status. Follow \`nextCursor\` for more.`,
    query: listEventsQuerySchema,
    response: { status: 200, description: "A page of events.", schema: eventListSchema },
  }),
  get: defineOperation({
    id: "getEvent",
    method: "GET",
    path: "/api/v1/events/{id}",
    access: { apiKey: "events:read" },
    tag: "Events",
    summary: "Get an event",
    description: "One event with the exact body sent to your endpoint (`payload`) and every delivery with its attempts.",
    ...byId,
    response: { status: 200, description: "The event.", schema: eventDetailSchema },
  }),
  redeliver: defineOperation({
    id: "redeliverEvent",
    method: "POST",
    path: "/api/v1/events/{id}/redeliver",
    access: { apiKey: "webhooks:write" },
    tag: "Events",
    summary: "Redeliver an event",
    description:
      "A new delivery of the event to the current webhook URL, with the usual retries. The event keeps its `id`, so a receiver that already processed it can drop it. Answers 404 when no webhook URL is configured.",
    ...byId,
    response: { status: 202, description: "The delivery was queued.", schema: redeliveryResultSchema },
  }),
  recover: defineOperation({
    id: "recoverFailedDeliveries",
    method: "POST",
    path: "/api/v1/webhook/recover",
    access: { apiKey: "webhooks:write" },
    tag: "Events",
    summary: "Redeliver failed events since a time",
    description:
      "Queues a redelivery of every event whose delivery failed at or after `since` and that has not been delivered or queued again since. Calling it twice queues them once.",
    body: recoverInputSchema,
    response: { status: 202, description: "How many events were queued.", schema: recoverResultSchema },
    errors: ["NOT_FOUND"],
  }),
};
