import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/passwords/password-policy";
import { passkeyAuthenticationResponseSchema } from "./passkeys";
// Apart from password.ts: the dashboard's confirmation dialog (on every page) reads this, and
// password.ts brings the password-strength estimator, which no page needs for it.

/**
 * "Confirm it is you" before a dangerous change: the member's password, a current code from
 * their authenticator app, or a passkey's answer to this session's challenge. Exactly one.
 */
export const confirmIdentitySchema = z
  .object({
    password: z.string().min(1, "Enter your password").max(PASSWORD_MAX_LENGTH, "That is not your password").optional(),
    code: z.string().min(1, "Enter the code from your authenticator app").max(32, "That code is not right").optional(),
    passkey: passkeyAuthenticationResponseSchema.optional(),
  })
  .strict()
  .refine((input) => [input.password, input.code, input.passkey].filter((given) => given !== undefined).length === 1, {
    message: "Send your password, a code from your authenticator app or a passkey",
    path: ["password"],
  });

export type ConfirmIdentityInput = z.infer<typeof confirmIdentitySchema>;
