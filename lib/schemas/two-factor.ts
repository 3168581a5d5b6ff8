import { z } from "zod";
import { passkeyAuthenticationResponseSchema } from "./passkeys";

/**
 * A second factor as typed: a six-digit code from the authenticator app, or a recovery code
 * (`xxxx-xxxx-xxxx`). Spaces and dashes are the reader's; they are dropped when checked.
 */
export const secondFactorCodeSchema = z.strictObject({
  code: z.string().trim().min(1, "Enter the code").max(64, "That is not a code from your app or a recovery code"),
});

export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;

/** The sign-in's second step: a typed code (as above), or a passkey's answer to this session's challenge. */
export const secondFactorSchema = z.union([secondFactorCodeSchema, z.strictObject({ passkey: passkeyAuthenticationResponseSchema })]);

/** Whether the signed-in user has two-factor on, with what, and how many unused recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  /** An authenticator app or at least one passkey: a password sign-in asks for one of them. */
  enabled: z.boolean(),
  authenticatorApp: z.boolean(),
  passkeys: z.number().int().nonnegative(),
  /** When the authenticator app was set up. */
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** An owner requires two-factor sign-in of every member of the account. */
  requiredByAccount: z.boolean(),
});

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What enrolling shows once: the key as text, the otpauth:// URI and its QR code (an SVG data URL). */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});

export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Fresh recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
