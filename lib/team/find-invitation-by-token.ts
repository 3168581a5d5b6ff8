import { ApiError } from "@/lib/errors";
import { db, type DbClient } from "@/lib/db";
import { hashLinkToken } from "@/lib/identity/link-token";

/**
 * The invitation a link's token opens, if it can still be accepted. Each refusal says what
 * to do next; none changes anything. A forged, mistyped or replaced (resent) token is 404.
 */
export async function findInvitationByToken(token: string, client: DbClient = db, now = new Date()) {
  const invitation = await client.invitation.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: {
      id: true,
      accountId: true,
      email: true,
      role: true,
      invitedBy: true,
      expiresAt: true,
      acceptedAt: true,
      canceledAt: true,
      account: { select: { name: true } },
    },
  });
  if (!invitation) {
    throw new ApiError(
      "NOT_FOUND",
      "This invitation link is not valid. It may have been replaced by a newer one: open the latest invitation e-mail.",
    );
  }
  if (invitation.acceptedAt) throw new ApiError("CONFLICT", "This invitation has already been accepted. Sign in instead.");
  if (invitation.canceledAt)
    throw new ApiError("CONFLICT", "This invitation was canceled. Ask the account's owner or an admin for a new one.");
  if (invitation.expiresAt <= now)
    throw new ApiError("CONFLICT", "This invitation has expired. Ask the account's owner or an admin to resend it.");
  return invitation;
}

/**
 * The refusal of an invitation to an address that already has a user (on another account, since
 * inviting a member of one's own account is refused): one account per user (decision 0132).
 * Only the link's holder, the address's owner, ever sees it: inviting answers the same for any
 * outside address.
 */
export function emailTakenError(email: string): ApiError {
  return new ApiError(
    "CONFLICT",
    `${email} already has a user on another account, and for now a person can belong to one account only, so this invitation cannot be accepted. Sign in to your account instead, or ask for an invitation to another address.`,
  );
}

/**
 * What the invitation page shows: the account, the e-mail, the role and who sent it. An address
 * that already has a user learns it here, before choosing a password (409, as accepting would).
 */
export async function previewInvitation(token: string) {
  const { account, email, role, invitedBy, expiresAt } = await findInvitationByToken(token);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw emailTakenError(email);
  return { accountName: account.name, email, role, invitedBy, expiresAt };
}
