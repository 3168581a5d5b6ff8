import { db, type DbClient } from "@/lib/db";

/** Pending: neither accepted nor canceled, and not yet expired. */
export function pendingInvitationWhere(now = new Date()) {
  return { acceptedAt: null, canceledAt: null, expiresAt: { gt: now } };
}

export const INVITATION_VIEW = { id: true, email: true, role: true, invitedBy: true, createdAt: true, expiresAt: true } as const;

/** The account's pending invitations, newest first, with who sent each; never a token. */
export async function listInvitations(accountId: string, client: DbClient = db) {
  return client.invitation.findMany({
    where: { accountId, ...pendingInvitationWhere() },
    select: INVITATION_VIEW,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
