import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/passwords/password-policy";

import { passwordLengthSchema } from "./password-length";

export { passwordLengthSchema };

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
