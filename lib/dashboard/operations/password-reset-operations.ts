import { defineOperation } from "@/lib/api/operation";
import { completePasswordResetSchema, passwordResetRequestedSchema, requestPasswordResetSchema } from "@/lib/schemas/password-reset";

/**
 * "Forgot password?": for anyone (no session), so public, rate limited by address like any
 * anonymous call and throttled per e-mail and address like a sign-in.
 */
export const dashboardPasswordResetOperations = {
  requestPasswordReset: defineOperation({
    id: "dashboardRequestPasswordReset",
    method: "POST",
    path: "/api/dashboard/password-reset/request",
    access: "public",
    summary: "Ask for a password reset link by e-mail",
    description:
      "Always the same answer, at the same speed, whether or not the e-mail has an account: the link (single use, valid 1 hour) is made and e-mailed after the answer, only for an existing user.",
    body: requestPasswordResetSchema,
    response: { status: 202, description: "Accepted: a link is e-mailed if the account exists.", schema: passwordResetRequestedSchema },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED"],
  }),
  completePasswordReset: defineOperation({
    id: "dashboardCompletePasswordReset",
    method: "POST",
    path: "/api/dashboard/password-reset/complete",
    access: "public",
    summary: "Set a new password with a reset link's token; every session of the user ends",
    description:
      "The new password must meet the password policy. Forged, expired and used tokens get one 400 on `token`, and nothing changes.",
    body: completePasswordResetSchema,
    response: { status: 204, description: "Changed; the user signs in with the new password." },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED"],
  }),
};
