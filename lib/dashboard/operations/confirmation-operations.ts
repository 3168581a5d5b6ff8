import { defineOperation } from "@/lib/api/operation";
import { confirmIdentitySchema } from "@/lib/schemas/confirm-identity";

/**
 * "Confirm it is you" (lib/access/confirmation-policy.ts). Its own module: the dashboard's
 * confirmation dialog, on every page, imports it, and the other session operations bring the
 * password-strength estimator with their schemas.
 */
export const dashboardConfirmationOperations = {
  confirmIdentity: defineOperation({
    id: "dashboardConfirmIdentity",
    method: "POST",
    path: "/api/dashboard/sessions/confirm",
    access: "session",
    role: "viewer",
    summary:
      "Confirm it is you: the password, a code from the authenticator app or a passkey opens this browser to dangerous changes for 10 minutes",
    description:
      "Creating an API key (any key), revealing or rotating the webhook signing secret, changing a member's role, adding or removing a passkey and requiring two-factor answer 403 CONFIRMATION_REQUIRED when the member has not confirmed (or signed in) in the last 10 minutes. Send one of `password`, `code` or `passkey` (the answer to a challenge from POST /api/auth/passkey/options with purpose `session`). Wrong passwords, codes and passkey answers are throttled as at sign-in; a code is accepted once.",
    // A member held to setting up two-factor may be asked to confirm before adding a passkey.
    duringTwoFactorSetUp: true,
    // Reopening a closed account asks for it.
    whileAccountClosed: true,
    body: confirmIdentitySchema,
    response: { status: 204, description: "Confirmed for the next 10 minutes." },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED"],
  }),
};
