import { z } from "zod";
import { CallStatus } from "@/generated/prisma/enums";

// Calls: what the telephony side (or the simulator) reports into the domain, and what the
// REST API shows. Field names follow the spec's event table.

export const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "an E.164 telephone number, e.g. +14155550123");

export const CALL_STATUSES = Object.values(CallStatus) as [CallStatus, ...CallStatus[]];
export const callStatusSchema = z.enum(CALL_STATUSES);

/**
 * Error codes of `call.failed`, each with the message the event carries by default. The spec
 * names only ASSISTANT_UNAVAILABLE; the others are the failures a live call can have.
 */
export const CALL_ERROR_MESSAGES = {
  ASSISTANT_UNAVAILABLE: "The assistant is not active.",
  ASSISTANT_ERROR: "The assistant could not produce a response.",
  CONNECTION_LOST: "The connection to the caller was lost.",
} as const;
export type CallErrorCode = keyof typeof CALL_ERROR_MESSAGES;
export const callErrorCodeSchema = z.enum(Object.keys(CALL_ERROR_MESSAGES) as [CallErrorCode, ...CallErrorCode[]]);

/** Reasons of `call.missed`. The spec names `no_answer`; a caller can also give up first. */
export const MISSED_REASONS = ["no_answer", "caller_hung_up"] as const;
export const missedReasonSchema = z.enum(MISSED_REASONS);
export type MissedReason = z.infer<typeof missedReasonSchema>;

/** Longest call the domain accepts, in seconds (a day): anything longer is a reporting bug. */
export const MAX_CALL_SECONDS = 86_400;
const durationSchema = z.number().int().min(0).max(MAX_CALL_SECONDS);

export const transcriptMessageSchema = z.strictObject({
  role: z.enum(["assistant", "caller"]),
  text: z.string().min(1).max(4000),
  at: z.iso.datetime({ offset: false }),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;
export const transcriptSchema = z.array(transcriptMessageSchema).min(1).max(1000);

// Inputs of the domain functions (lib/calls). `at` lets the reporter say when a step
// happened; it defaults to now.
const at = z.date().optional();

export const receiveCallInputSchema = z.strictObject({
  assistantId: z.string().startsWith("asst_"),
  callerNumber: e164Schema,
  at,
});
export type ReceiveCallInput = z.input<typeof receiveCallInputSchema>;

export const connectCallInputSchema = z.strictObject({ at });
export type ConnectCallInput = z.input<typeof connectCallInputSchema>;

export const completeCallInputSchema = z.strictObject({
  duration: durationSchema,
  summary: z.string().trim().min(1).max(4000),
  endedAt: at,
});
export type CompleteCallInput = z.input<typeof completeCallInputSchema>;

export const failCallInputSchema = z.strictObject({
  code: callErrorCodeSchema,
  message: z.string().trim().min(1).max(500).optional(),
  at,
});
export type FailCallInput = z.input<typeof failCallInputSchema>;

export const missCallInputSchema = z.strictObject({ reason: missedReasonSchema.default("no_answer"), at });
export type MissCallInput = z.input<typeof missCallInputSchema>;

export const storeTranscriptInputSchema = z.strictObject({ messages: transcriptSchema, at });
export type StoreTranscriptInput = z.input<typeof storeTranscriptInputSchema>;

// The simulator's "test call" (dashboard) and the CLI.
export const SIMULATED_OUTCOMES = ["completed", "failed", "missed"] as const;
export const testCallInputSchema = z.strictObject({
  assistantId: z.string().startsWith("asst_"),
  outcome: z.enum(SIMULATED_OUTCOMES),
  duration: durationSchema.optional(),
  callerNumber: e164Schema.optional(),
});
export type TestCallInput = z.input<typeof testCallInputSchema>;

// REST: GET /api/v1/calls and GET /api/v1/calls/:id.
export const listCallsQuerySchema = z.strictObject({
  assistantId: z.string().startsWith("asst_").optional(),
  status: callStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().startsWith("call_").optional(),
});
export type ListCallsQuery = z.input<typeof listCallsQuerySchema>;

const isoOrNull = z.iso.datetime({ offset: false }).nullable();

/** A call as the API returns it. Absent facts are null, so every field is always present. */
export const callSchema = z.object({
  id: z.string(),
  assistantId: z.string(),
  assistantName: z.string(),
  phoneNumber: z.string(),
  callerNumber: z.string(),
  direction: z.literal("inbound"),
  status: callStatusSchema,
  startedAt: isoOrNull,
  endedAt: isoOrNull,
  failedAt: isoOrNull,
  duration: z.number().int().nullable(),
  summary: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  reason: z.string().nullable(),
  messageCount: z.number().int().nullable(),
  transcriptReadyAt: isoOrNull,
  createdAt: z.iso.datetime({ offset: false }),
  updatedAt: z.iso.datetime({ offset: false }),
});
export type CallResource = z.infer<typeof callSchema>;

export const callDetailSchema = callSchema.extend({ transcript: z.array(transcriptMessageSchema).nullable() });
export type CallDetailResource = z.infer<typeof callDetailSchema>;

export const callListSchema = z.object({ data: z.array(callSchema), nextCursor: z.string().nullable() });
