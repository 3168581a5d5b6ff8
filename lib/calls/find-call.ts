import { db } from "@/lib/db";
import type { CallDetailView } from "@/lib/schemas/call";
import { toCallDetailView } from "./to-call-view";

/** One of the account's calls with its transcript, or null (also for another account's call). */
export async function findCall(accountId: string, callId: string): Promise<CallDetailView | null> {
  const call = await db.call.findFirst({ where: { id: callId, accountId } });
  return call ? toCallDetailView(call) : null;
}
