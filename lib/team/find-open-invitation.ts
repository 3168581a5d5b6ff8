import { canManageInvitation } from "@/lib/access/team-policy";
import { assertAllowed } from "@/lib/access/assert-allowed";
import { ApiError } from "@/lib/errors";
import type { DbClient } from "@/lib/db";
import type { ActingMember } from "./team-actor";

/**
 * An invitation of the account that is still open (neither accepted nor canceled; an expired
 * one may be resent or canceled too). Another account's, or a closed one, is the same 404 as
 * an unknown id. Whether `actor` may resend or cancel it is the team policy's
 * (canManageInvitation: an invitation to become owner is only an owner's to manage).
 */
export async function findOpenInvitation(tx: DbClient, accountId: string, invitationId: string, actor: ActingMember) {
  const invitation = await tx.invitation.findFirst({
    where: { id: invitationId, accountId, acceptedAt: null, canceledAt: null },
    select: { id: true, email: true, role: true, account: { select: { name: true } } },
  });
  if (!invitation) throw new ApiError("NOT_FOUND", "No such invitation");
  assertAllowed(canManageInvitation(actor, invitation));
  return invitation;
}
