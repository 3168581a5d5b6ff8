import { getCall } from "@/lib/calls/get-call";
import { listCallEvents } from "@/lib/calls/list-call-events";

/** The call screen: the call with its transcript and the events it produced; null if not the account's. */
export async function loadCallDetail(accountId: string, callId: string) {
  const call = await getCall(accountId, callId);
  if (!call) return null;
  return { call, events: await listCallEvents(accountId, callId) };
}
