import type { Call } from "@/generated/prisma/client";
import type { DbClient } from "@/lib/db";
import { CallNotFoundError } from "./errors";

/** The account's call, or CallNotFoundError: another account's call does not exist for it. */
export async function getCall(client: DbClient, accountId: string, callId: string): Promise<Call> {
  const call = await client.call.findFirst({ where: { id: callId, accountId } });
  if (!call) throw new CallNotFoundError(callId);
  return call;
}
