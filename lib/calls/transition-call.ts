import { Prisma, type Call } from "@/generated/prisma/client";
import type { CallStatus } from "@/generated/prisma/enums";
import type { DbTransaction } from "@/lib/db";
import { canTransition } from "./call-transitions";
import { CallStateError } from "./errors";

export type CallChanges = Omit<Prisma.CallUpdateManyMutationInput, "status" | "id" | "accountId">;

/**
 * Moves `call` (as read in this transaction) to `to`. The update is conditional on the
 * status it was read with, so of two concurrent steps on one call only the first wins; the
 * loser gets CallStateError and its transaction rolls back with nothing written.
 */
export async function transitionCall(tx: DbTransaction, call: Call, to: CallStatus, changes: CallChanges): Promise<Call> {
  if (!canTransition(call.status, to)) throw new CallStateError(call.id, call.status, `become ${to}`);
  try {
    // One statement that both checks the status and returns the changed row.
    return await tx.call.update({
      where: { id: call.id, accountId: call.accountId, status: call.status },
      data: { ...changes, status: to },
    });
  } catch (error) {
    // P2025: no row matched, i.e. another step moved the call first.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")) throw error;
    const now = await tx.call.findUniqueOrThrow({ where: { id: call.id }, select: { status: true } });
    throw new CallStateError(call.id, now.status, `become ${to}`);
  }
}
