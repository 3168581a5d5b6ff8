import { z } from "zod";
import { CALL_ERROR_MESSAGES, e164Schema } from "./call";
import { isoDateTimeText } from "./date-time";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";

// The customer's event table, field for field. Producers build `data` through these schemas, so
// a payload with a missing, extra or wrongly typed field cannot be written to the outbox.
// The descriptions and examples feed the OpenAPI `webhooks` and the dashboard's event
// catalog, so what customers read is what the producers validate against.

const isoUtc = z.iso.datetime({ offset: false });
const callId = z
  .string()
  .startsWith("call_")
  .meta({ description: "The call (`GET /api/v1/calls/{id}` reads it).", example: "call_01kaj2v3c5m7q9x2c4v6b8n0p2" });
const assistantId = z
  .string()
  .startsWith("asst_")
  .meta({ description: "The assistant that took the call.", example: "asst_01kaj2tz8e4r6w1y3a5d7f9h2k" });
const callerNumber = e164Schema.meta({ description: "The caller's telephone number (E.164).", example: "+14155550142" });
const durationSeconds = z.number().int().nonnegative().meta({ description: "Length of the call in whole seconds.", example: 95 });

export const eventDataSchemas = {
  "call.started": z
    .strictObject({
      callId,
      assistantId,
      assistantName: z.string().meta({ description: "The assistant's name when the call came in.", example: "Front desk" }),
      phoneNumber: e164Schema.meta({ description: "The assistant's line that was called (E.164).", example: "+15550100123" }),
      callerNumber,
      direction: z.literal("inbound").meta({ description: "Always `inbound`: assistants answer calls.", example: "inbound" }),
      startedAt: isoUtc.meta({ description: "When the assistant answered (ISO 8601, UTC).", example: "2026-11-21T10:21:04.000Z" }),
    })
    .meta({ id: "CallStartedData", description: "An inbound call connects to the assistant." }),
  "call.completed": z
    .strictObject({
      callId,
      assistantId,
      duration: durationSeconds,
      endedAt: isoUtc.meta({ description: "When the call ended (ISO 8601, UTC).", example: "2026-11-21T10:22:39.000Z" }),
      summary: z.string().meta({
        description: "Generated summary of the conversation.",
        example: "The caller booked a table for two on Friday at 7 pm.",
      }),
    })
    .meta({ id: "CallCompletedData", description: "A call ends successfully. Its minutes count towards the period's usage." }),
  "call.failed": z
    .strictObject({
      callId,
      assistantId,
      error: z.strictObject({ code: z.string(), message: z.string() }).meta({
        description: `Why the call failed: \`code\` is one of ${Object.keys(CALL_ERROR_MESSAGES)
          .map((code) => `\`${code}\``)
          .join(", ")} (\`ASSISTANT_UNAVAILABLE\`: the assistant is not active); \`message\` says it in words.`,
        example: { code: "ASSISTANT_UNAVAILABLE", message: CALL_ERROR_MESSAGES.ASSISTANT_UNAVAILABLE },
      }),
      failedAt: isoUtc.meta({ description: "When the call failed (ISO 8601, UTC).", example: "2026-11-21T10:21:05.000Z" }),
    })
    .meta({ id: "CallFailedData", description: "A call fails because of an error." }),
  "call.missed": z
    .strictObject({
      callId,
      assistantId,
      callerNumber,
      reason: z.string().meta({
        description: "Why nobody answered: `no_answer`, or `caller_hung_up` when the caller gave up first.",
        example: "no_answer",
      }),
    })
    .meta({ id: "CallMissedData", description: "A call is not answered." }),
  "transcript.ready": z
    .strictObject({
      callId,
      assistantId,
      messageCount: z.number().int().nonnegative().meta({ description: "Messages in the transcript.", example: 12 }),
      duration: durationSeconds,
    })
    .meta({
      id: "TranscriptReadyData",
      description: "The call's transcript has been processed: `GET /api/v1/calls/{id}` returns it.",
    }),
  "usage.threshold": z
    .strictObject({
      threshold: z
        .union([z.literal(80), z.literal(90), z.literal(100)])
        .meta({ description: "The percentage of included minutes reached: 80, 90 or 100.", example: 80 }),
      minutesUsed: z.number().int().nonnegative().meta({ description: "Minutes used so far this billing period.", example: 800 }),
      minutesIncluded: z.number().int().nonnegative().meta({ description: "Minutes the tier includes per period.", example: 1000 }),
      tier: z.string().meta({ description: "The account's tier: `pay_as_you_go`, `starter` or `professional`.", example: "starter" }),
    })
    .meta({
      id: "UsageThresholdData",
      description: "Usage reaches 80 %, 90 % or 100 % of the included minutes; sent once per threshold per billing period.",
    }),
} as const;

export type EventType = keyof typeof eventDataSchemas;
export const EVENT_TYPES = Object.keys(eventDataSchemas) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;

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
    kind: z.enum(["event", "resend"]).meta({ id: "DeliveryKind", description: "`event`: the delivery made when the event happened; `resend`: a redelivery." }),
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
    queued: z.number().int().meta({ description: `Events queued for redelivery (at most ${RECOVER_BATCH_LIMIT} per call).`, example: 3 }),
    since: isoTime,
  })
  .meta({ id: "RecoverResult" });
export type RecoverResult = z.infer<typeof recoverResultSchema>;
