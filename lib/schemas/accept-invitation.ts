import { z } from "zod";
import { passwordLengthSchema, requireStrongPassword } from "./password";
import { safeText } from "./text";
import { invitationTokenSchema } from "./team";

// Apart from lib/schemas/team.ts: the strength check brings the password dictionaries, which
// only the page where the password is chosen should load.
/** Accepting an invitation: the new member's name and a password under the usual policy. */
export const acceptInvitationSchema = z
  .strictObject({
    token: invitationTokenSchema,
    name: safeText().trim().min(1, "Name is required").max(100),
    password: passwordLengthSchema,
  })
  .superRefine(requireStrongPassword((value) => ({ password: value.password, userInputs: [value.name] })));
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

