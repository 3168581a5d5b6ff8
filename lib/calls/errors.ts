import type { CallStatus } from "@/generated/prisma/enums";

// The calls domain's refusals. Route handlers map them to NOT_FOUND / a conflict; the CLI
// prints their message. Nothing is written when one of them is thrown.

export class CallNotFoundError extends Error {
  constructor(readonly callId: string) {
    super(`Call ${callId} not found`);
    this.name = "CallNotFoundError";
  }
}

export class AssistantNotFoundError extends Error {
  constructor(readonly assistantId: string) {
    super(`Assistant ${assistantId} not found`);
    this.name = "AssistantNotFoundError";
  }
}

/** The call is not in a state that allows the requested step (e.g. completing a missed call). */
export class CallStateError extends Error {
  constructor(
    readonly callId: string,
    readonly status: CallStatus,
    readonly step: string,
  ) {
    super(`Call ${callId} is ${status}: cannot ${step}`);
    this.name = "CallStateError";
  }
}
