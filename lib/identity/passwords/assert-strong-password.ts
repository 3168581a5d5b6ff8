import { ApiError } from "@/lib/errors";
import { weakPasswordReason } from "@/lib/passwords/estimate-password-strength";

/**
 * Throws the VALIDATION_ERROR a form shows on `field` when the password is too easy to guess,
 * also for being made of `userInputs` (the user's e-mail and name). Checked in the domain
 * functions that know those, not in the request schemas: the schemas of forms the browser
 * posts are part of its bundle, and the estimator's dictionaries are 1.6 MB of it.
 */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[], field = "password"): void {
  const weak = weakPasswordReason(password, userInputs);
  if (weak) throw new ApiError("VALIDATION_ERROR", weak, [{ path: field, message: weak }]);
}
