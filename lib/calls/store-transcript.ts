import { isRecordNotFound } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";
import { storeTranscriptInputSchema, type StoreTranscriptInput } from "@/lib/schemas/call";
import { CallStateError } from "./errors";
import { getCall } from "./get-call";
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
    // One conditional UPDATE returning the row: a concurrent second transcript finds no match.
    const call = await tx.call
      .update({
        where: { id: callId, accountId, status: "completed", transcriptReadyAt: null },
        data: { transcript: messages, messageCount: messages.length, transcriptReadyAt: at },
      })
      .catch(async (error: unknown) => {
        if (!isRecordNotFound(error)) throw error;
        const current = await getCall(tx, accountId, callId);
        throw new CallStateError(callId, current.status, current.transcriptReadyAt ? "store a second transcript" : "store a transcript");
      });
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
