import { verifyRegistrationResponse } from "@simplewebauthn/server";
import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, isUniqueViolation } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import type { PasskeyRegistrationResponse, PasskeyView } from "@/lib/schemas/passkeys";
import { hasSecondFactor } from "@/lib/identity/factors/has-second-factor";
import { markSecondFactor } from "@/lib/identity/factors/mark-second-factor";
import { RECOVERY_CODE_COUNT, replaceRecoveryCodes } from "@/lib/identity/factors/recovery-codes";
import { takeChallenge } from "./passkey-challenges";
import { toPasskeyView } from "./passkey-view";
import { refusedPasskey } from "./refused-passkey-error";
import type { RelyingParty } from "./relying-party";
import { MAX_PASSKEYS_PER_USER, PASSKEY_ALGORITHMS, tooManyPasskeys } from "./start-passkey-registration";

type Member = { sessionId: string; userId: string; accountId: string; email: string };

/**
 * Registers the passkey the browser just made: its answer must sign this session's unused
 * challenge, on our origin and RP ID, with user verification. Only the public key is kept.
 * With the member's first second factor, ten recovery codes are made and returned (shown once),
 * as when an authenticator app is set up: a lost phone must not lock them out.
 */
export async function addPasskey(
  member: Member,
  input: { name: string; response: PasskeyRegistrationResponse },
  rp: RelyingParty,
  audit: AuditContext,
  now: Date = new Date(),
): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> {
  const expectedChallenge = await takeChallenge(input.response.response.clientDataJSON, "registration", member, now);
  const verification = await verifyRegistrationResponse({
    // The shape was checked by the schema; the library reads the rest.
    response: input.response as Parameters<typeof verifyRegistrationResponse>[0]["response"],
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    throw refusedPasskey(error);
  });
  if (!verification.verified) throw refusedPasskey("not verified");
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  try {
    return await db.$transaction(async (tx) => {
      if ((await tx.passkey.count({ where: { userId: member.userId } })) >= MAX_PASSKEYS_PER_USER) throw tooManyPasskeys();
      const firstFactor = !(await hasSecondFactor(member.userId, tx));
      const passkey = await tx.passkey.create({
        data: {
          id: newId("pk", now),
          userId: member.userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: BigInt(credential.counter),
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: input.name,
          createdAt: now,
        },
      });
      const recoveryCodes = firstFactor ? await replaceRecoveryCodes(tx, member.userId, now) : null;
      // The member just used the passkey (with user verification): as good as a confirmation.
      await markSecondFactor(tx, member.sessionId, member.userId, now);
      await recordAudit(tx, member.accountId, audit, {
        action: "passkey.added",
        target: { type: "passkey", id: passkey.id, label: passkey.name },
        summary: { synced: credentialBackedUp, ...(recoveryCodes ? { recoveryCodes: RECOVERY_CODE_COUNT } : {}) },
      });
      return { passkey: toPasskeyView(passkey), recoveryCodes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", "This passkey is registered already.");
    throw error;
  }
}
