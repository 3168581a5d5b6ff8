import { recordEvent } from "@/lib/events/record-event";
import { connectCallInputSchema, type ConnectCallInput } from "@/lib/schemas/call";
import { canTransition } from "./call-transitions";
import { CallStateError } from "./errors";
import { getCall } from "./get-call";
import { recordCallFailure } from "./record-call-failure";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";
import { transitionCall } from "./transition-call";

/**
 * The assistant picks up a ringing call: `in_progress` and `call.started`. The assistant's
 * status is read again here because it may have been deactivated (or deleted) while the call
 * rang; then the call fails with ASSISTANT_UNAVAILABLE instead.
 */
export async function connectCall(
  accountId: string,
  callId: string,
  input: ConnectCallInput = {},
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { at = new Date() } = connectCallInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const ringing = await getCall(tx, accountId, callId);
    // Refused before the assistant check, so a finished call is never "failed" by a late connect.
    if (!canTransition(ringing.status, "in_progress")) throw new CallStateError(callId, ringing.status, "become in_progress");
    const assistant = await tx.assistant.findFirst({
      where: { id: ringing.assistantId, accountId },
      select: { status: true },
    });
    if (assistant?.status !== "active") return recordCallFailure(tx, ringing, { code: "ASSISTANT_UNAVAILABLE", at });

    const call = await transitionCall(tx, ringing, "in_progress", { startedAt: at });
    const event = await recordEvent(
      tx,
      accountId,
      "call.started",
      {
        callId: call.id,
        assistantId: call.assistantId,
        assistantName: call.assistantName,
        phoneNumber: call.phoneNumber,
        callerNumber: call.callerNumber,
        direction: "inbound",
        startedAt: at.toISOString(),
      },
      at,
    );
    return { call, events: [event] };
  }, options);
}
