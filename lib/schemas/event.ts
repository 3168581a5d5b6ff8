import { z } from "zod";
import { EVENT_TYPES, type EventType } from "./event-types";
import { CALL_ERROR_MESSAGES, e164Schema } from "./call";
import { usageThresholdSchema } from "./usage";

// The webhook payloads: the customer's event table, field for field (the Events API's
// resources are in event-resource.ts). Producers build `data` through these schemas, so
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
      threshold: usageThresholdSchema.meta({ description: "The percentage of included minutes reached: 80, 90 or 100.", example: 80 }),
      minutesUsed: z.number().int().nonnegative().meta({ description: "Minutes used so far this billing period.", example: 800 }),
      minutesIncluded: z.number().int().nonnegative().meta({ description: "Minutes the tier includes per period.", example: 1000 }),
      tier: z.string().meta({ description: "The account's tier: `pay_as_you_go`, `starter` or `professional`.", example: "starter" }),
    })
    .meta({
      id: "UsageThresholdData",
      description: "Usage reaches 80 %, 90 % or 100 % of the included minutes; sent once per threshold per billing period.",
    }),
} as const satisfies Record<EventType, z.ZodType>;

export { EVENT_TYPES, type EventType };
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;
