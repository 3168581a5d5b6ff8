import { ApiError } from "@/lib/errors";
import { auditContextOf } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { assertStrongPassword } from "@/lib/identity/passwords/assert-strong-password";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { throttleAttempt } from "@/lib/identity/throttle-auth";
import { db } from "@/lib/db";
import { clientAddress } from "@/lib/http/client-address";
import type { AcceptInvitationInput } from "@/lib/schemas/accept-invitation";
import { insertUser } from "@/lib/users/create-user";
import { emailTakenError, findInvitationByToken } from "./find-invitation-by-token";

/**
 * Accepts an invitation: creates the invited user with the invited role, name and password,
 * and closes the invitation, in one transaction (single use: a second acceptance, even a
 * concurrent one, finds it closed). Counted like a sign-up per client address, before the
 * strength estimate and the hash. The invitee signs in afterwards.
 */
export async function acceptInvitation(input: AcceptInvitationInput, request: Request, requestId: string | null = null) {
  await throttleAttempt({ signUpPerAddress: clientAddress(request) });
  const invitation = await findInvitationByToken(input.token);
  assertStrongPassword(input.password, [invitation.email, input.name]);
  if (await db.user.findUnique({ where: { email: invitation.email }, select: { id: true } })) throw emailTakenError(invitation.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      // Closed only if still open and unexpired: of two acceptances at once, one finds nothing.
      const closed = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, canceledAt: null, expiresAt: { gt: new Date() } },
        data: { acceptedAt: new Date() },
      });
      if (closed.count !== 1) {
        await findInvitationByToken(input.token, tx);
        throw new ApiError("CONFLICT", "This invitation has already been accepted. Sign in instead.");
      }
      const user = await insertUser(
        invitation.accountId,
        { email: invitation.email, name: input.name, role: invitation.role, passwordHash },
        tx,
      );
      const audit = auditContextOf({ type: "user", id: user.id, label: user.email }, request, requestId);
      await recordAudit(tx, invitation.accountId, audit, {
        action: "invitation.accepted",
        target: { type: "invitation", id: invitation.id, label: invitation.email },
        summary: { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedBy },
      });
      await recordAudit(tx, invitation.accountId, audit, {
        action: "user.created",
        target: { type: "user", id: user.id, label: user.email },
        summary: { email: user.email, name: user.name, role: user.role },
      });
      return { email: user.email, role: user.role, accountName: invitation.account.name };
    });
  } catch (error) {
    // Someone signed up with this e-mail meanwhile: the unique index decides.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw emailTakenError(invitation.email);
    throw error;
  }
}
