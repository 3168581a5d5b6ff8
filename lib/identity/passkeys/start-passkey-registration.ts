import { generateRegistrationOptions } from "@simplewebauthn/server";
import { isoUint8Array } from "@simplewebauthn/server/helpers";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { SERVICE_NAME } from "@/lib/service-name";
import { saveChallenge } from "./passkey-challenges";
import type { RelyingParty } from "./relying-party";

/** More than anyone keeps (GitHub allows 10 security keys); a bound on what each sign-in lists. */
export const MAX_PASSKEYS_PER_USER = 10;

/** ES256 (every platform), EdDSA, RS256 (Windows Hello): what SimpleWebAuthn checks by default, minus post-quantum keys no browser makes. */
export const PASSKEY_ALGORITHMS = [-7, -8, -257];

type Member = { sessionId: string; userId: string; email: string };

/** Refused at the options and again when the answer arrives (another browser may have added one meanwhile). */
export function tooManyPasskeys(): ApiError {
  return new ApiError("CONFLICT", `You have ${MAX_PASSKEYS_PER_USER} passkeys, the most one member may have. Remove one first.`);
}

/**
 * What the browser needs to make a passkey (`navigator.credentials.create()`): a discoverable
 * credential (so it can sign in on its own, without the e-mail) with user verification (a
 * fingerprint, face or device PIN), not one the member already registered. The challenge is
 * bound to this session.
 */
export async function startPasskeyRegistration(member: Member, rp: RelyingParty, now: Date = new Date()) {
  const existing = await db.passkey.findMany({ where: { userId: member.userId }, select: { credentialId: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw tooManyPasskeys();
  const options = await generateRegistrationOptions({
    rpName: SERVICE_NAME,
    rpID: rp.id,
    userName: member.email,
    // The user id, not the e-mail: the authenticator hands it back at a passkey sign-in, and an e-mail may change.
    userID: isoUint8Array.fromUTF8String(member.userId),
    attestationType: "none",
    excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  await saveChallenge(options.challenge, "registration", member, now);
  return options;
}
