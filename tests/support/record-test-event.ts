import { db } from "@/lib/db";
import { recordEvent } from "@/lib/events/record-event";

/** A valid `call.missed` payload (the call and assistant need not exist for the Events API). */
export const MISSED_CALL_DATA = {
  callId: "call_01jd3k5m7q9x2c4v6b8n0p2r4t",
  assistantId: "asst_01jd3k5m7q9x2c4v6b8n0p2r4t",
  callerNumber: "+14155550100",
  reason: "no_answer",
};

/** Records a `call.missed` event in its own transaction, as a call's transition does; its id. */
export async function recordTestEvent(accountId: string): Promise<string> {
  return (await db.$transaction((tx) => recordEvent(tx, accountId, "call.missed", MISSED_CALL_DATA))).id;
}
