import { recordEvent } from "@/lib/events/record-event";
import { storeTranscriptInputSchema, type StoreTranscriptInput } from "@/lib/schemas/call";
import { CallStateError } from "./errors";
import { findCall } from "./find-call";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";

/**
 * Keeps the processed transcript of a completed call on the call and announces it with
 * `transcript.ready`. A transcript is stored once: a second one is refused, so the event
 * is never sent twice for one call.
 */
export async function storeTranscript(
  accountId: string,
  callId: string,
  input: StoreTranscriptInput,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { messages, at = new Date() } = storeTranscriptInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const current = await findCall(tx, accountId, callId);
    const { count } = await tx.call.updateMany({
      where: { id: callId, accountId, status: "completed", transcriptReadyAt: null },
      data: { transcript: messages, messageCount: messages.length, transcriptReadyAt: at },
    });
    if (count !== 1) {
      const step = current.transcriptReadyAt ? "store a second transcript" : "store a transcript";
      throw new CallStateError(callId, current.status, step);
    }
    const call = await tx.call.findUniqueOrThrow({ where: { id: callId } });
    const event = await recordEvent(
      tx,
      accountId,
      "transcript.ready",
      { callId, assistantId: call.assistantId, messageCount: messages.length, duration: call.duration ?? 0 },
      at,
    );
    return { call, events: [event] };
  }, options);
}
