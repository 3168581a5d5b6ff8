import type { AuditContext } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { RelyingParty } from "@/lib/identity/passkeys/relying-party";
import type { ConfirmIdentityInput } from "@/lib/schemas/confirm-identity";
import { verifySecondFactor } from "@/lib/identity/second-factors/verify-second-factor";
import { checkCurrentPassword } from "@/lib/identity/passwords/check-current-password";

const WRONG_PASSWORD = "That is not your password";
const wrongPassword = () => new ApiError("VALIDATION_ERROR", WRONG_PASSWORD, [{ path: "password", message: WRONG_PASSWORD }]);

type Member = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * The member proves it is them again (GitHub's "sudo mode"): the password, throttled like a
 * sign-in so a stolen session cannot be used to guess it, or a current code from their
 * authenticator app (used once, throttled like the sign-in's second step), or a passkey. It opens this
 * browser's session to dangerous changes for the next 10 minutes
 * (lib/access/confirmation-policy.ts); the member's other browsers stay as they were.
 */
export async function confirmIdentity(
  member: Member,
  input: ConfirmIdentityInput,
  { audit, rp, now = new Date() }: { audit: AuditContext; rp: () => RelyingParty; now?: Date },
): Promise<void> {
  if (input.passkey) await verifySecondFactor(member, { passkey: input.passkey, rp: rp() }, { recoveryCodes: false, audit, now });
  else if (input.code !== undefined) await verifySecondFactor(member, { code: input.code }, { recoveryCodes: false, audit, now });
  else {
    const user = await db.user.findUnique({ where: { id: member.userId }, select: { email: true, passwordHash: true } });
    await checkCurrentPassword(user ?? { email: "", passwordHash: null }, input.password ?? "", wrongPassword);
  }
  await db.userSession.updateMany({ where: { id: member.sessionId, userId: member.userId }, data: { confirmedAt: now } });
}
