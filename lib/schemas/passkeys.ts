import type {
  AuthenticationExtensionsClientOutputs,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import { trimmedName } from "./text";

const base64url = (max: number) =>
  z
    .string()
    .min(1, "Missing")
    .max(max, "Too long")
    .regex(/^[A-Za-z0-9_-]+$/, "Not base64url");

const credentialFields = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // What browser extensions answered; nothing here asks for any, and the library ignores it.
  clientExtensionResults: z
    .custom<AuthenticationExtensionsClientOutputs>((value) => typeof value === "object" && value !== null && !Array.isArray(value))
    .meta({ type: "object", description: "What browser extensions answered (ignored)." })
    .default({}),
};

/**
 * What `navigator.credentials.create()` answered, as @simplewebauthn/browser's
 * `startRegistration()` encodes it. Only the shape is checked here; the signature, the
 * challenge and the origin are checked by @simplewebauthn/server.
 */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** What `navigator.credentials.get()` answered (`startAuthentication()`), shape only. */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(1024).optional(),
  }),
});

export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

const passkeyName = trimmedName({ max: 64, required: "Name the passkey", tooLong: "Use at most 64 characters" });

/** Registering: the browser's answer and the name the member gives it ("MacBook", "YubiKey"). */
export const addPasskeySchema = z.strictObject({ name: passkeyName, response: passkeyRegistrationResponseSchema });

export const renamePasskeySchema = z.strictObject({ name: passkeyName });

/** A passkey as the Account page lists it: never its key or credential id. */
export const passkeyViewSchema = z.object({
  id: z.string().meta({ example: "pk_01kaj2v3c5m7q9x2c4v6b8n0p2" }),
  name: z.string(),
  /**
   * Backed up by its provider (iCloud Keychain, Google Password Manager…), so on the member's
   * other devices too, as the authenticator said at the passkey's latest use; false for one
   * bound to its device or security key, or not backed up yet.
   */
  synced: z.boolean(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});

export type PasskeyView = z.infer<typeof passkeyViewSchema>;

/**
 * What the browser passes to `startRegistration()` / `startAuthentication()`, as
 * @simplewebauthn/server made it (its JSON types; only the challenge is ours to name).
 */
export const passkeyRegistrationOptionsSchema = z.object({
  options: z
    .custom<PublicKeyCredentialCreationOptionsJSON>((value) => typeof value === "object" && value !== null)
    .meta({ type: "object", description: "WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create()." }),
});
export const passkeyAuthenticationOptionsSchema = z.object({
  options: z
    .custom<PublicKeyCredentialRequestOptionsJSON>((value) => typeof value === "object" && value !== null)
    .meta({ type: "object", description: "WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()." }),
});

/** A new passkey; with the user's first second factor, the ten recovery codes, shown once. */
export const addedPasskeySchema = z.object({ passkey: passkeyViewSchema, recoveryCodes: z.array(z.string()).nullable() });
