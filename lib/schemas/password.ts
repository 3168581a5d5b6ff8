import { z } from "zod";
import { weakPasswordReason } from "@/lib/passwords/estimate-password-strength";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/passwords/password-policy";

import { passwordLengthSchema } from "./password-length";

export { passwordLengthSchema };

/**
 * Adds the strength check to a schema holding a new password, as an issue on that field.
 * Sign-up and `create-user` go through it; forms the browser posts use assertStrongPassword
 * in their domain function instead (lib/identity/passwords/assert-strong-password.ts).
 */
export function requireStrongPassword<T>(pick: (value: T) => { password: string; userInputs: (string | undefined)[] }, field = "password") {
  return (value: T, ctx: z.RefinementCtx) => {
    const { password, userInputs } = pick(value);
    // A password of the wrong length already has its reason (and would cost the estimate for nothing).
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const reason = weakPasswordReason(password, userInputs);
    if (reason) ctx.addIssue({ code: "custom", path: [field], message: reason });
  };
}

/**
 * The dashboard's password change: the current password, then a new one of the policy's
 * length. Its strength is checked by `changePassword`, against the user's e-mail and name
 * (lib/identity/passwords/assert-strong-password.ts says why not here).
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
    newPassword: passwordLengthSchema,
  })
  .strict();

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
