import type { Call } from "@/generated/prisma/client";
import type { DbTransaction } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";
import { CALL_ERROR_MESSAGES, type CallErrorCode } from "@/lib/schemas/call";
import type { TransitionResult } from "./run-call-transaction";
import { transitionCall } from "./transition-call";

/** Fails `call` inside the caller's transaction and writes its `call.failed` event. */
export async function recordCallFailure(
  tx: DbTransaction,
  call: Call,
  failure: { code: CallErrorCode; message?: string; at: Date },
): Promise<TransitionResult> {
  const message = failure.message ?? CALL_ERROR_MESSAGES[failure.code];
  const failed = await transitionCall(tx, call, "failed", {
    failedAt: failure.at,
    errorCode: failure.code,
    errorMessage: message,
  });
  const event = await recordEvent(
    tx,
    call.accountId,
    "call.failed",
    { callId: call.id, assistantId: call.assistantId, error: { code: failure.code, message }, failedAt: failure.at.toISOString() },
    failure.at,
  );
  return { call: failed, events: [event] };
}
