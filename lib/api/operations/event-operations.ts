import { z } from "zod";
import { defineOperation } from "../operation";
import { EVENT_POSITION_PATTERN, MAX_EVENT_WAIT_SECONDS } from "@/lib/events/event-position";
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

/**
 * Follow mode, its own operation so that every rule is a parameter's own: `after` (a position)
 * reads oldest first from there, and `wait` holds the answer until an event comes. The
 * listener (`npm run listen`) uses both.
 */
export const followEventsQuerySchema = listEventsQuerySchema.omit({ cursor: true }).extend({
  after: z.string().regex(EVENT_POSITION_PATTERN, "Use `now` or the `nextCursor` of a previous answer").meta({
    description:
      "The events recorded after this position, **oldest first** (in the order of the transactions that recorded them). `now` starts at the moment of the request; then pass each answer's `nextCursor` (never null here, also when `data` is empty). Every event is returned once, including one committed late by a slow transaction.",
    example: "now",
  }),
  wait: z.coerce
    .number()
    .int("Use a whole number of seconds")
    .min(0)
    .max(MAX_EVENT_WAIT_SECONDS)
    .default(0)
    .meta({
      description: `Long poll: when no event follows the position yet, hold the answer up to this many seconds (0–${MAX_EVENT_WAIT_SECONDS}) and answer as soon as one is recorded; empty \`data\` when none came. Each answer is one request for the rate limits.`,
      example: MAX_EVENT_WAIT_SECONDS,
    }),
});

const byId = { params: z.object({ id: eventIdSchema }), resource: "event" } as const;

export const eventOperations = {
  list: defineOperation({
    id: "listEvents",
    method: "GET",
    path: "/api/v1/events",
    access: { apiKey: "events:read" },
    tag: "Events",
    summary: "List events",
    description: `The account's events of the last ${EVENT_RETENTION_DAYS} days, newest first, optionally of one type and within a time range, with each one's delivery status. Follow \`nextCursor\` for more. To receive new events as they are recorded, follow them instead (\`GET /api/v1/events/follow\`).`,
    query: listEventsQuerySchema,
    response: { status: 200, description: "A page of events.", schema: eventListSchema },
  }),
  follow: defineOperation({
    id: "followEvents",
    method: "GET",
    path: "/api/v1/events/follow",
    access: { apiKey: "events:read" },
    tag: "Events",
    summary: "Follow events",
    description: `The account's events after a position, oldest first, optionally of one type; with \`wait\`, a long poll that answers as soon as an event is recorded (how \`npm run listen\` follows an account). Start with \`after=now\` and pass each answer's \`nextCursor\` as the next \`after\`. Events of the last ${EVENT_RETENTION_DAYS} days only.`,
    query: followEventsQuerySchema,
    response: {
      status: 200,
      description: "The events after the position (possibly none), and the position to read on from.",
      schema: eventListSchema,
    },
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
      "Queues a redelivery of every event whose latest delivery failed at or after `since`: nothing was delivered after that failure and no delivery of it is pending, whatever happened before it. Calling it twice queues them once (the redeliveries are pending). Events past retention are left out.",
    body: recoverInputSchema,
    response: { status: 202, description: "How many events were queued.", schema: recoverResultSchema },
    errors: ["NOT_FOUND"],
  }),
};
