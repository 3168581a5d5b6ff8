import { ApiError } from "@/lib/errors";
import type { DbClient } from "@/lib/db";

/** A member of the account; another account's user is the same 404 as an unknown id. */
export async function findMember(tx: DbClient, accountId: string, memberId: string) {
  const member = await tx.user.findFirst({
    where: { id: memberId, accountId },
    select: { id: true, email: true, name: true, role: true, createdAt: true, lastSignedInAt: true },
  });
  if (!member) throw new ApiError("NOT_FOUND", "No such member");
  return member;
}
