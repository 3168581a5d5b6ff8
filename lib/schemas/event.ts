import { z } from "zod";

// The customer's event table, field for field. Producers build `data` through these schemas, so
// a payload with a missing, extra or wrongly typed field cannot be written to the outbox.

const isoUtc = z.iso.datetime({ offset: false });
const callId = z.string().startsWith("call_");
const assistantId = z.string().startsWith("asst_");
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, "an E.164 telephone number");

export const eventDataSchemas = {
  "call.started": z.strictObject({
    callId,
    assistantId,
    assistantName: z.string(),
    phoneNumber: e164,
    callerNumber: e164,
    direction: z.literal("inbound"),
    startedAt: isoUtc,
  }),
  "call.completed": z.strictObject({
    callId,
    assistantId,
    duration: z.number().int().nonnegative(),
    endedAt: isoUtc,
    summary: z.string(),
  }),
  "call.failed": z.strictObject({
    callId,
    assistantId,
    error: z.strictObject({ code: z.string(), message: z.string() }),
    failedAt: isoUtc,
  }),
  "call.missed": z.strictObject({
    callId,
    assistantId,
    callerNumber: e164,
    reason: z.string(),
  }),
  "transcript.ready": z.strictObject({
    callId,
    assistantId,
    messageCount: z.number().int().nonnegative(),
    duration: z.number().int().nonnegative(),
  }),
  "usage.threshold": z.strictObject({
    threshold: z.union([z.literal(80), z.literal(90), z.literal(100)]),
    minutesUsed: z.number().int().nonnegative(),
    minutesIncluded: z.number().int().nonnegative(),
    tier: z.string(),
  }),
} as const;

export type EventType = keyof typeof eventDataSchemas;
export const EVENT_TYPES = Object.keys(eventDataSchemas) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;
