import { ApiError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

const REFUSED = "That passkey could not be verified. Try again, or use another way to sign in.";

/**
 * A passkey answer that failed a check (origin, RP ID, challenge, signature, counter, user
 * verification): one message for the browser, whichever check, and the reason in the log.
 */
export function refusedPasskey(reason: unknown): ApiError {
  logger.info({ component: "passkeys", err: reason }, "passkey answer refused");
  return new ApiError("VALIDATION_ERROR", REFUSED);
}
