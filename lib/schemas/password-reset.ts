import { z } from "zod";
import { passwordLengthSchema } from "./password-length";
import { safeText } from "./text";

/** "Forgot password?": the e-mail of the account, spelled as sign-in accepts it. */
export const requestPasswordResetSchema = z
  .object({
    email: safeText().trim().toLowerCase().max(254, "Enter a valid e-mail address").pipe(z.email("Enter a valid e-mail address")),
  })
  .strict();

export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

/** Forged, malformed, expired and used links all get this one answer. */
export const INVALID_RESET_LINK =
  "This password reset link is not valid: it has expired, was used already, or is incomplete. Request a new one.";

/**
 * The link's token and the new password. The token is any string here: whatever is wrong
 * with it (forged, malformed, expired, used) gets one answer from the domain. The password's
 * strength is checked there too, against the account's e-mail and name.
 */
export const completePasswordResetSchema = z
  .object({
    // Any string (the body's size limit bounds it): whatever is wrong gets the domain's one answer.
    token: z.string(),
    password: passwordLengthSchema,
  })
  .strict();

export type CompletePasswordResetInput = z.infer<typeof completePasswordResetSchema>;

/** The one answer to a reset request, whether or not the e-mail has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
