import { findCall } from "@/lib/calls/find-call";
import { listCallEvents } from "@/lib/calls/list-call-events";

/** The call screen: the call with its transcript and the events it produced; null if not the account's. */
export async function loadCallDetail(accountId: string, callId: string) {
  const [call, events] = await Promise.all([findCall(accountId, callId), listCallEvents(accountId, callId)]);
  return call ? { call, events } : null;
}
