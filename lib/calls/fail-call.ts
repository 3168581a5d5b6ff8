import { failCallInputSchema, type FailCallInput } from "@/lib/schemas/call";
import { getCall } from "./get-call";
import { recordCallFailure } from "./record-call-failure";
import { runCallTransaction, type TransitionOptions, type TransitionResult } from "./run-call-transaction";

/** A ringing or connected call breaks off with an error: `failed` and `call.failed`. */
export async function failCall(
  accountId: string,
  callId: string,
  input: FailCallInput,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { code, message, at = new Date() } = failCallInputSchema.parse(input);
  return runCallTransaction(async (tx) => {
    const call = await getCall(tx, accountId, callId);
    return recordCallFailure(tx, call, { code, message, at });
  }, options);
}
