import type { z } from "zod";
import { weakPasswordReason } from "@/lib/passwords/estimate-password-strength";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/passwords/password-policy";
import { signUpSchema } from "./account";

// Apart from ./account.ts and ./password.ts, which the browser's forms and the dashboard's
// operations import: the strength estimate's dictionaries (some 2 MB of JavaScript) are for the
// server only, and `next dev` would otherwise compile them for every page that imports a schema.

/** A new user, the password's strength judged too (against the e-mail and name): sign-up and `create-user`. */
export const createUserSchema = signUpSchema.superRefine((user, ctx) => {
  // A password of the wrong length already has its reason (and would cost the estimate for nothing).
  if (user.password.length < PASSWORD_MIN_LENGTH || user.password.length > PASSWORD_MAX_LENGTH) return;
  const reason = weakPasswordReason(user.password, [user.email, user.name]);
  if (reason) ctx.addIssue({ code: "custom", path: ["password"], message: reason });
});

export type CreateUserInput = z.input<typeof createUserSchema>;
