import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/passwords/password-policy";
// Apart from password.ts: the dashboard's confirmation dialog (on every page) reads this, and
// password.ts brings the password-strength estimator, which no page needs for it.

/**
 * "Confirm it is you" before a dangerous change: the member's password, or a current code from
 * their authenticator app. Exactly one of the two.
 */
export const confirmIdentitySchema = z
  .object({
    password: z.string().min(1, "Enter your password").max(PASSWORD_MAX_LENGTH, "That is not your password").optional(),
    code: z.string().min(1, "Enter the code from your authenticator app").max(32, "That code is not right").optional(),
  })
  .strict()
  .refine((input) => (input.password === undefined) !== (input.code === undefined), {
    message: "Send your password or a code from your authenticator app",
    path: ["password"],
  });

export type ConfirmIdentityInput = z.infer<typeof confirmIdentitySchema>;
