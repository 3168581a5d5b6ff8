import type { CallStatus } from "@/generated/prisma/enums";
import { ApiError } from "@/lib/errors";

// The calls domain's refusals. They are ApiErrors, so any route answers them the same way
// without a per-domain mapping; the CLI prints their message. Nothing is written when one is thrown.

export class CallNotFoundError extends ApiError {
  constructor(readonly callId: string) {
    super("NOT_FOUND", `Call ${callId} not found`);
    this.name = "CallNotFoundError";
  }
}

export class AssistantNotFoundError extends ApiError {
  constructor(readonly assistantId: string) {
    super("NOT_FOUND", `Assistant ${assistantId} not found`);
    this.name = "AssistantNotFoundError";
  }
}

/** The call is not in a state that allows the requested step (e.g. completing a missed call). */
export class CallStateError extends ApiError {
  constructor(
    readonly callId: string,
    readonly callStatus: CallStatus,
    readonly step: string,
  ) {
    super("CONFLICT", `Call ${callId} is ${callStatus}: cannot ${step}`);
    this.name = "CallStateError";
  }
}
