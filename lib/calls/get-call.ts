import { db } from "@/lib/db";
import type { CallDetailResource } from "@/lib/schemas/call";
import { toCallDetailResource } from "./to-call-resource";

/** One of the account's calls with its transcript, or null (also for another account's call). */
export async function getCall(accountId: string, callId: string): Promise<CallDetailResource | null> {
  const call = await db.call.findFirst({ where: { id: callId, accountId } });
  return call ? toCallDetailResource(call) : null;
}
