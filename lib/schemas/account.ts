import { z } from "zod";
import { passwordLengthSchema } from "./password-length";
import { safeText } from "./text";
import { tierSchema } from "./tier";

export const createAccountSchema = z
  .object({
    name: safeText().trim().min(1, "Name is required").max(100),
    tier: tierSchema.default("PAY_AS_YOU_GO"),
  })
  .strict();

export type CreateAccountInput = z.input<typeof createAccountSchema>;

/**
 * A new user's fields, their shape only: what sign-up's request is checked against before its
 * throttle (lib/accounts/sign-up.ts), which must come before the costly strength estimate.
 */
export const signUpSchema = z
  .object({
    email: safeText().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")),
    password: passwordLengthSchema,
    name: safeText().trim().max(100).optional(),
  })
  .strict();
