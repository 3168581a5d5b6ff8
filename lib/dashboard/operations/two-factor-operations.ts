import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { recoveryCodesSchema, secondFactorCodeSchema, totpEnrolmentSchema, twoFactorStatusSchema } from "@/lib/schemas/two-factor";

/**
 * The signed-in user's own two-factor sign-in (the Account page). Every member may manage
 * their own, whatever their role. The sign-in's code step is not here: a half-signed-in
 * session may call none of these (app/api/auth/two-factor/route.ts serves it).
 */
export const dashboardTwoFactorOperations = {
  getTwoFactor: defineOperation({
    id: "dashboardGetTwoFactor",
    method: "GET",
    path: "/api/dashboard/two-factor",
    access: "session",
    role: "viewer",
    summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
    duringTwoFactorSetUp: true,
    // The "Confirm it is you" dialog reads it to offer a code or a passkey, on a closed account's page too.
    whileAccountClosed: true,
    response: { status: 200, description: "The user's two-factor status (never the key).", schema: twoFactorStatusSchema },
  }),
  startTotpEnrolment: defineOperation({
    id: "dashboardStartTotpEnrolment",
    method: "POST",
    path: "/api/dashboard/two-factor/setup",
    access: "session",
    role: "viewer",
    summary: "Start setting up an authenticator app: a new key, its QR code",
    duringTwoFactorSetUp: true,
    description: "Two-factor stays off until a code from the app confirms the key. The key is shown this once.",
    response: { status: 200, description: "The key as text, its otpauth URI and QR code.", schema: totpEnrolmentSchema },
    errors: ["CONFLICT"],
  }),
  enableTotp: defineOperation({
    id: "dashboardEnableTotp",
    method: "POST",
    path: "/api/dashboard/two-factor/enable",
    access: "session",
    role: "viewer",
    summary: "Confirm the key with a code from the app: two-factor is on",
    duringTwoFactorSetUp: true,
    description: "Answers the ten recovery codes, shown this once. Wrong codes are throttled like passwords.",
    body: secondFactorCodeSchema,
    response: { status: 200, description: "Two-factor is on; the recovery codes.", schema: recoveryCodesSchema },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED", "CONFLICT"],
  }),
  regenerateRecoveryCodes: defineOperation({
    id: "dashboardRegenerateRecoveryCodes",
    method: "POST",
    path: "/api/dashboard/two-factor/recovery-codes",
    access: "session",
    role: "viewer",
    summary: "Replace the recovery codes (needs a current code from the app)",
    body: secondFactorCodeSchema,
    response: { status: 200, description: "Ten new recovery codes; the old ones no longer work.", schema: recoveryCodesSchema },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED", "CONFLICT"],
  }),
  disableTwoFactor: defineOperation({
    id: "dashboardDisableTwoFactor",
    method: "POST",
    path: "/api/dashboard/two-factor/disable",
    access: "session",
    role: "viewer",
    summary: "Turn two-factor off (needs a current code or a recovery code)",
    body: secondFactorCodeSchema,
    response: { status: 204, description: "Two-factor is off; the user is told by e-mail." },
    errors: ["VALIDATION_ERROR", "RATE_LIMITED", "CONFLICT"],
  }),
  setTwoFactorRequirement: defineOperation({
    id: "dashboardSetTwoFactorRequirement",
    method: "PUT",
    path: "/api/dashboard/account/two-factor-requirement",
    access: "session",
    role: "owner",
    summary: "Require two-factor sign-in of every member, or stop requiring it",
    description:
      "With it required, a member without two-factor sign-in can only set it up (every other dashboard operation answers 403). The owner must have it first. API keys are not affected.",
    body: z.object({ required: z.boolean() }).strict(),
    confirm: true,
    response: { status: 200, description: "The requirement as it now stands.", schema: z.object({ required: z.boolean() }) },
    errors: ["CONFLICT"],
  }),
};
