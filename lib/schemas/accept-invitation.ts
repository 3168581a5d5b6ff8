import { z } from "zod";
import { passwordLengthSchema } from "./password-length";
import { safeText } from "./text";
import { invitationTokenSchema } from "./team";

/**
 * Accepting an invitation: the new member's name and a password of the policy's length. Its
 * strength is checked by `acceptInvitation`, against the invited e-mail and the name
 * (lib/identity/passwords/assert-strong-password.ts says why not here).
 */
export const acceptInvitationSchema = z.strictObject({
  token: invitationTokenSchema,
  name: safeText().trim().min(1, "Name is required").max(100),
  password: passwordLengthSchema,
});
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;
