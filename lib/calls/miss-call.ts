import { recordEvent } from "@/lib/events/record-event";
import { missCallInputSchema, type MissCallInput } from "@/lib/schemas/call";
import { getCall } from "./get-call";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";
import { transitionCall } from "./transition-call";

/**
 * A ringing call stops ringing unanswered: `missed` and `call.missed`. `endedAt` records
 * when it stopped ringing.
 */
export async function missCall(
  accountId: string,
  callId: string,
  input: MissCallInput = {},
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { reason, at = new Date() } = missCallInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const current = await getCall(tx, accountId, callId);
    const call = await transitionCall(tx, current, "missed", { reason, endedAt: at });
    const event = await recordEvent(
      tx,
      accountId,
      "call.missed",
      { callId: call.id, assistantId: call.assistantId, callerNumber: call.callerNumber, reason },
      at,
    );
    return { call, events: [event] };
  }, options);
}
