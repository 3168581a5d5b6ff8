import { z } from "zod";
import { isoDateTimeText } from "./date-time";
import { EVENT_TYPES, type EventType } from "./event";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";

// REST: the Events API (GET /api/v1/events, GET /api/v1/events/:id, redeliver, recover).

/** How long events stay listed (and their deliveries kept) before the retention clean-up. */
export const EVENT_RETENTION_DAYS = 30;

export const eventIdSchema = prefixedIdSchema("evt", "Event identifier: the `id` of the envelope and the X-Service-Event-Id header.");

const eventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]);
const isoTime = z.iso.datetime({ offset: false }).meta({ example: "2026-11-21T08:00:00.000Z" });
const isoFilter = (description: string) =>
  isoDateTimeText("Use an ISO 8601 time such as 2026-11-21T08:00:00Z")
    .transform((text) => new Date(text))
    .optional()
    .meta({ description, example: "2026-11-21T08:00:00Z" });

export const listEventsQuerySchema = z.strictObject({
  type: eventTypeSchema.optional().meta({ description: "Only events of this type.", example: "call.completed" }),
  createdAfter: isoFilter("Only events created after this time."),
  createdBefore: isoFilter("Only events created before this time."),
  limit: pageLimitSchema,
  cursor: pageCursorSchema(eventIdSchema),
});
export type ListEventsQuery = z.input<typeof listEventsQuerySchema>;

export const EVENT_DELIVERY_STATUSES = ["pending", "delivered", "failed", "not_sent"] as const;

/** An event as listed: the envelope's four fields, when it was recorded, and how its delivery went. */
export const eventResourceSchema = z
  .object({
    id: eventIdSchema,
    type: eventTypeSchema,
    data: z.record(z.string(), z.unknown()).meta({ description: "The event's payload, as in the webhook." }),
    timestamp: isoTime.meta({ description: "The envelope's timestamp." }),
    createdAt: isoTime.meta({ description: "When the event was recorded; `createdAfter`/`createdBefore` filter on it." }),
    deliveryStatus: z.enum(EVENT_DELIVERY_STATUSES).meta({
      id: "EventDeliveryStatus",
      description:
        "The latest delivery's status; `pending` also while the event waits to be handed to delivery. `not_sent`: no webhook URL, or the endpoint does not take this type.",
    }),
  })
  .meta({ id: "Event" });
export type EventView = z.infer<typeof eventResourceSchema>;

export const eventAttemptSchema = z
  .object({
    attemptNumber: z.number().int(),
    startedAt: isoTime,
    statusCode: z.number().int().nullable().meta({ description: "Your endpoint's HTTP status; null when no response arrived." }),
    latencyMs: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: "EventDeliveryAttempt" });

export const eventDeliverySchema = z
  .object({
    id: z.string().meta({ example: "dlv_01kaj2v3c5m7q9x2c4v6b8n0p2" }),
    // Named components: a generator that names inline enums after their object and field
    // (orval) would call this `status` EventDeliveryStatus too, the name of the event's field.
    kind: z
      .enum(["event", "resend"])
      .meta({ id: "DeliveryKind", description: "`event`: the delivery made when the event happened; `resend`: a redelivery." }),
    status: z.enum(["pending", "delivered", "failed"]).meta({ id: "DeliveryStatus" }),
    url: z.string(),
    attemptCount: z.number().int(),
    nextAttemptAt: isoTime.nullable(),
    createdAt: isoTime,
    completedAt: isoTime.nullable(),
    attempts: z.array(eventAttemptSchema),
  })
  .meta({ id: "EventDelivery" });

export const eventDetailSchema = eventResourceSchema
  .extend({
    payload: z.string().meta({ description: "The exact JSON body sent (and signed) for this event." }),
    deliveries: z.array(eventDeliverySchema).meta({ description: "Every delivery of the event, newest first." }),
  })
  .meta({ id: "EventDetail" });
export type EventDetailView = z.infer<typeof eventDetailSchema>;

export const eventListSchema = pageSchema(eventResourceSchema, "EventList");
export type EventList = z.infer<typeof eventListSchema>;

export const redeliveryResultSchema = z
  .object({
    eventId: eventIdSchema,
    deliveryId: z.string(),
    status: z.enum(["pending", "failed"]).meta({
      description: "`pending`: queued, follow it with GET /api/v1/events/:id; `failed`: the delivery could not be queued (retry later).",
    }),
  })
  .meta({ id: "Redelivery" });
export type RedeliveryResult = z.infer<typeof redeliveryResultSchema>;

/** Most events one recover call queues; call again with the same `since` for the rest. */
export const RECOVER_BATCH_LIMIT = 1000;

export const recoverInputSchema = z
  .strictObject({
    since: isoDateTimeText("Use an ISO 8601 time such as 2026-11-21T08:00:00Z")
      .transform((text) => new Date(text))
      .meta({ description: "Redeliver every event whose delivery failed at or after this time.", example: "2026-11-21T08:00:00Z" }),
  })
  .meta({ id: "RecoverInput" });
export type RecoverInput = z.input<typeof recoverInputSchema>;

export const recoverResultSchema = z
  .object({
    queued: z
      .number()
      .int()
      .meta({ description: `Events queued for redelivery (at most ${RECOVER_BATCH_LIMIT} per call).`, example: 3 }),
    since: isoTime,
  })
  .meta({ id: "RecoverResult" });
export type RecoverResult = z.infer<typeof recoverResultSchema>;
