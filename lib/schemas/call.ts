import { z } from "zod";
// First: the shared zod configuration (messages, no eval) before any schema is built here.
import "@/lib/validation-messages";
import { assistantIdSchema } from "./assistant";
import { idPattern } from "@/lib/id-format";
import { prefixedIdSchema } from "./ids";
import { pageCursorSchema, pageLimitSchema, pageSchema } from "./pagination";
import { isoDateTimeText } from "./date-time";
import { safeText } from "./text";
import { CALL_STATUSES, SIMULATED_OUTCOMES } from "./call-enums";

// Calls: what the telephony side (or the simulator) reports into the domain, and what the
// REST API shows. Field names follow the customer's event table.

export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "an E.164 telephone number, e.g. +14155550123");

export { CALL_STATUSES, SIMULATED_OUTCOMES };
export const callStatusSchema = z.enum(CALL_STATUSES);

/**
 * Error codes of `call.failed`, each with the message the event carries by default. The customer
 * names only ASSISTANT_UNAVAILABLE; the others are the failures a live call can have, and
 * CALL_TIMEOUT, which the service gives a call nothing ended (lib/calls/fail-stuck-calls.ts).
 */
export const CALL_ERROR_MESSAGES = {
  ASSISTANT_UNAVAILABLE: "The assistant is not active.",
  ASSISTANT_ERROR: "The assistant could not produce a response.",
  CONNECTION_LOST: "The connection to the caller was lost.",
  CALL_TIMEOUT: "The call did not end within the longest time a call may last; the service ended it.",
} as const;
export type CallErrorCode = keyof typeof CALL_ERROR_MESSAGES;
export const callErrorCodeSchema = z.enum(Object.keys(CALL_ERROR_MESSAGES) as [CallErrorCode, ...CallErrorCode[]]);

/** Reasons of `call.missed`. The customer names `no_answer`; a caller can also give up first. */
export const MISSED_REASONS = ["no_answer", "caller_hung_up"] as const;
export const missedReasonSchema = z.enum(MISSED_REASONS);
export type MissedReason = z.infer<typeof missedReasonSchema>;

/** Longest call the domain accepts, in seconds (a day): anything longer is a reporting bug. */
export const MAX_CALL_SECONDS = 86_400;
const durationSchema = z
  .number({ error: "Enter the duration in seconds, such as 95" })
  .int("Use whole seconds, such as 95")
  .min(0, "The duration cannot be negative")
  .max(MAX_CALL_SECONDS, "A call lasts at most a day (86,400 seconds)");

export const transcriptMessageSchema = z
  .strictObject({
    role: z.enum(["assistant", "caller"]),
    text: safeText({ multiline: true }).min(1).max(4000),
    at: z.iso.datetime({ offset: false }).meta({ description: "When the message was spoken." }),
  })
  .meta({ id: "TranscriptMessage" });
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;
export const transcriptSchema = z.array(transcriptMessageSchema).min(1).max(1000);

// Inputs of the domain functions (lib/calls). `at` lets the reporter say when a step
// happened; it defaults to now.
const at = z.date().optional();

export const receiveCallInputSchema = z.strictObject({
  assistantId: assistantIdSchema,
  callerNumber: e164Schema,
  at,
});
export type ReceiveCallInput = z.input<typeof receiveCallInputSchema>;

export const connectCallInputSchema = z.strictObject({ at });
export type ConnectCallInput = z.input<typeof connectCallInputSchema>;

export const completeCallInputSchema = z.strictObject({
  duration: durationSchema,
  summary: safeText({ multiline: true }).trim().min(1).max(4000),
  endedAt: at,
});
export type CompleteCallInput = z.input<typeof completeCallInputSchema>;

export const failCallInputSchema = z.strictObject({
  code: callErrorCodeSchema,
  message: safeText({ multiline: true }).trim().min(1).max(500).optional(),
  at,
});
export type FailCallInput = z.input<typeof failCallInputSchema>;

export const missCallInputSchema = z.strictObject({ reason: missedReasonSchema.default("no_answer"), at });
export type MissCallInput = z.input<typeof missCallInputSchema>;

export const storeTranscriptInputSchema = z.strictObject({ messages: transcriptSchema, at });
export type StoreTranscriptInput = z.input<typeof storeTranscriptInputSchema>;

// The simulator's "test call" (dashboard) and the CLI.
export const testCallInputSchema = z.strictObject({
  assistantId: z.string({ error: "Choose an assistant" }).regex(idPattern("asst"), "Choose an assistant"),
  outcome: z.enum(SIMULATED_OUTCOMES, { error: "Choose completed, failed or missed" }),
  duration: durationSchema.optional(),
  callerNumber: e164Schema.optional(),
});
export type TestCallData = z.output<typeof testCallInputSchema>;

// REST: GET /api/v1/calls and GET /api/v1/calls/:id.
export const callIdSchema = prefixedIdSchema("call", "Call identifier.");

export const listCallsQuerySchema = z.strictObject({
  assistantId: prefixedIdSchema("asst", "Only calls of this assistant.").optional(),
  status: callStatusSchema.optional().meta({ description: "Only calls in this status.", example: "completed" }),
  createdAfter: isoDateTimeText("Use an ISO 8601 date and time, such as 2026-11-01T00:00:00Z")
    .optional()
    .meta({ description: "Only calls that came in at or after this time.", example: "2026-11-01T00:00:00Z" }),
  createdBefore: isoDateTimeText("Use an ISO 8601 date and time, such as 2026-12-01T00:00:00Z")
    .optional()
    .meta({ description: "Only calls that came in before this time.", example: "2026-12-01T00:00:00Z" }),
  limit: pageLimitSchema,
  cursor: pageCursorSchema(callIdSchema),
});
export type ListCallsQuery = z.output<typeof listCallsQuerySchema>;

const isoTime = z.iso.datetime({ offset: false }).meta({ example: "2026-11-21T08:00:00.000Z" });
const isoOrNull = isoTime.nullable();
const e164Example = (description: string, example: string) => z.string().meta({ description, example });

/** A call as the API returns it. Absent facts are null, so every field is always present. */
export const callSchema = z
  .object({
    id: callIdSchema,
    assistantId: z.string().meta({ description: "The assistant that took the call (kept after the assistant is deleted)." }),
    assistantName: z.string().meta({ description: "The assistant's name when the call came in.", example: "Front desk" }),
    phoneNumber: e164Example("The assistant's line that was called (E.164).", "+15550100123"),
    callerNumber: e164Example("The caller's number (E.164).", "+14155550142"),
    direction: z.literal("inbound"),
    status: callStatusSchema.meta({
      description: "ringing → in_progress → completed | failed, or ringing → missed; a call can also fail while ringing.",
    }),
    startedAt: isoOrNull.meta({ description: "When the assistant answered." }),
    endedAt: isoOrNull.meta({ description: "When a completed call ended, or a missed call stopped ringing." }),
    failedAt: isoOrNull,
    duration: z.number().int().nullable().meta({ description: "Length of a completed call in whole seconds.", example: 95 }),
    summary: z.string().nullable().meta({ description: "Generated summary of a completed call." }),
    error: z
      .object({
        code: callErrorCodeSchema,
        message: z.string(),
      })
      .nullable()
      .meta({ description: "Why a failed call failed, as in `call.failed`." }),
    reason: missedReasonSchema.nullable().meta({ description: "Why a missed call was missed, as in `call.missed`." }),
    messageCount: z.number().int().nullable().meta({ description: "Transcript messages; null until the transcript is ready." }),
    transcriptReadyAt: isoOrNull,
    createdAt: isoTime.meta({ description: "When the call came in (started ringing)." }),
    updatedAt: isoTime,
  })
  .meta({ id: "Call" });
export type CallView = z.infer<typeof callSchema>;

export const callDetailSchema = callSchema
  .extend({
    transcript: z
      .array(transcriptMessageSchema)
      .nullable()
      .meta({ description: "The conversation, oldest first; null until `transcript.ready`." }),
  })
  .meta({ id: "CallDetail" });
export type CallDetailView = z.infer<typeof callDetailSchema>;

export const callListSchema = pageSchema(callSchema, "CallList");
export type CallList = z.infer<typeof callListSchema>;
