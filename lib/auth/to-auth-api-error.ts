import { z } from "zod";
import { EmailTakenError } from "@/lib/accounts/sign-up";
import { ApiError, zodIssuesToDetails } from "@/lib/api/errors";
import { WrongPasswordError } from "@/lib/users/change-password";
import { TooManyAttemptsError } from "./throttle-auth";

/**
 * What the sign-up and account routes answer for the errors their domain functions throw:
 * the field at fault for the form to show, or 429 with the wait. Anything else is left to
 * the generic mapping.
 */
export function toAuthApiError(error: unknown): unknown {
  if (error instanceof z.ZodError) {
    return new ApiError("VALIDATION_ERROR", "The request is not valid; see details", zodIssuesToDetails(error.issues));
  }
  if (error instanceof EmailTakenError) {
    return new ApiError("VALIDATION_ERROR", error.message, [{ path: "email", message: error.message }]);
  }
  if (error instanceof WrongPasswordError) {
    return new ApiError("VALIDATION_ERROR", error.message, [{ path: "currentPassword", message: error.message }]);
  }
  if (error instanceof TooManyAttemptsError) {
    return new ApiError("RATE_LIMITED", error.message, undefined, { "Retry-After": String(error.retryAfterSeconds) });
  }
  return error;
}
