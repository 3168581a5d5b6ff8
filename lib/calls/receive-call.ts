import { newId } from "@/lib/ids";
import { receiveCallInputSchema, type ReceiveCallInput } from "@/lib/schemas/call";
import { AssistantNotFoundError } from "./errors";
import { recordCallFailure } from "./record-call-failure";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";

/**
 * An inbound call rings on an assistant's line: the call is created `ringing`. The
 * assistant's name and number are copied onto it, so its history survives a rename or a
 * deletion. An inactive assistant takes no calls: the call fails at once with
 * ASSISTANT_UNAVAILABLE (`call.failed`).
 */
export async function receiveCall(accountId: string, input: ReceiveCallInput, options: TransitionOptions = {}): Promise<TransitionResult> {
  const { assistantId, callerNumber, at = new Date() } = receiveCallInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const assistant = await tx.assistant.findFirst({ where: { id: assistantId, accountId } });
    if (!assistant) throw new AssistantNotFoundError(assistantId);
    const call = await tx.call.create({
      data: {
        // The id carries the ring time, so the list's id order is the order calls came in.
        id: newId("call", at),
        accountId,
        assistantId,
        assistantName: assistant.name,
        phoneNumber: assistant.phoneNumber,
        callerNumber,
        direction: "inbound",
        status: "ringing",
        createdAt: at,
      },
    });
    if (assistant.status !== "active") return recordCallFailure(tx, call, { code: "ASSISTANT_UNAVAILABLE", at });
    return { call, events: [] };
  }, options);
}
