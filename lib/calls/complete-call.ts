import { recordEvent } from "@/lib/events/record-event";
import { completeCallInputSchema, type CompleteCallInput } from "@/lib/schemas/call";
import { recordMinutes } from "@/lib/usage/record-minutes";
import { getCall } from "./get-call";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";
import { transitionCall } from "./transition-call";

/**
 * A connected call ends normally: `completed`, `call.completed`, and ceil(duration / 60)
 * minutes on the account's period with any `usage.threshold` events it crosses, all in one
 * transaction. The usage row is locked last so the lock is held as briefly as possible.
 */
export async function completeCall(
  accountId: string,
  callId: string,
  input: CompleteCallInput,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { duration, summary, endedAt = new Date() } = completeCallInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const current = await getCall(tx, accountId, callId);
    const call = await transitionCall(tx, current, "completed", { endedAt, duration, summary });
    const completed = await recordEvent(
      tx,
      accountId,
      "call.completed",
      { callId: call.id, assistantId: call.assistantId, duration, endedAt: endedAt.toISOString(), summary },
      endedAt,
    );
    const usage = await recordMinutes(tx, accountId, { minutes: Math.ceil(duration / 60), at: endedAt });
    return { call, events: [completed, ...usage.events] };
  }, options);
}
