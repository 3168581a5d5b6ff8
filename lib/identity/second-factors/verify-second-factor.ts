import type { AuditContext } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { forgiveAttempt, throttleAttempt, type Attempt } from "@/lib/identity/throttle-auth";
import { db } from "@/lib/db";
import type { RelyingParty } from "@/lib/identity/passkeys/relying-party";
import { verifyPasskey } from "@/lib/identity/passkeys/verify-passkey";
import type { PasskeyAuthenticationResponse } from "@/lib/schemas/passkeys";
import { ApiError } from "@/lib/errors";
import { hashRecoveryCode, isRecoveryCodeShaped } from "@/lib/identity/factors/recovery-codes";
import { matchTotpStep } from "@/lib/identity/factors/totp";
import { sendRecoveryCodeUsedMail } from "@/lib/identity/factors/two-factor-mail";

/** How a second factor was given. */
export type SecondFactorMethod = "totp" | "recovery_code" | "passkey";

/** Whose factor is checked: the session's user (a passkey's challenge was handed to that session). */
export type FactorOwner = { sessionId: string; userId: string; accountId: string; email: string };

/** A second factor as given: a typed code, or a passkey's answer with the origin the browser is on. */
export type GivenFactor = { code: string } | { passkey: PasskeyAuthenticationResponse; rp: RelyingParty };

const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
const WRONG_CODE_OR_RECOVERY = "That is not a current code from your authenticator app or an unused recovery code.";
const USED_CODE = "That code has been used already. Wait for the next one in your authenticator app.";

/** A wrong, replayed or spent code, reported on the form's code field. */
export class WrongCodeError extends ApiError {
  constructor(message: string) {
    super("VALIDATION_ERROR", message, [{ path: "code", message }]);
    this.name = "WrongCodeError";
  }
}

/** Counted per user wherever the guesses come from, and per address: the password's rules. */
export function codeAttempt(userId: string, address: string | null): Attempt {
  return { twoFactorPerUser: userId, ...(address ? { twoFactorPerAddress: address } : {}) };
}

/**
 * Accepts a code of the user's enabled (or, with `enrolling`, not yet enabled) authenticator
 * app once: the code's time step must be later than the last accepted one, written by a
 * conditional update so two requests racing with one code cannot both pass. Returns false
 * for a code that is not right; throws for a right one already used.
 */
export async function acceptTotpCode(userId: string, code: string, now: Date, { enrolling = false } = {}): Promise<boolean> {
  const totp = await db.totpCredential.findUnique({ where: { userId } });
  if (!totp || (totp.enabledAt === null) !== enrolling) return false;
  const step = matchTotpStep(totp.secret, code, now);
  if (step === null) return false;
  const { count } = await db.totpCredential.updateMany({
    where: { userId, secret: totp.secret, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  if (count === 0) throw new WrongCodeError(USED_CODE);
  return true;
}

/**
 * Spends one unused recovery code (a conditional update: used once, however many requests race
 * with it), records it in the audit log and tells the user by e-mail.
 */
async function spendRecoveryCode(owner: FactorOwner, code: string, now: Date, audit: AuditContext): Promise<boolean> {
  if (!isRecoveryCodeShaped(code)) return false;
  const left = await db.$transaction(async (tx) => {
    const { count } = await tx.recoveryCode.updateMany({
      where: { userId: owner.userId, codeHash: hashRecoveryCode(code), usedAt: null },
      data: { usedAt: now },
    });
    if (count === 0) return null;
    const recoveryCodesLeft = await tx.recoveryCode.count({ where: { userId: owner.userId, usedAt: null } });
    await recordAudit(tx, owner.accountId, audit, {
      action: "two_factor.recovery_code_used",
      target: { type: "user", id: owner.userId, label: owner.email },
      summary: { recoveryCodesLeft },
    });
    return recoveryCodesLeft;
  });
  if (left === null) return false;
  await sendRecoveryCodeUsedMail(owner.email, left);
  return true;
}

/**
 * Checks a second factor: a current code from the user's authenticator app, accepted once, a
 * passkey's answer to this session's challenge, or (when `recoveryCodes` is allowed) an unused
 * recovery code, spent. Every try is counted before any check (10 per user in 15 minutes,
 * lib/identity/throttle-auth.ts), and a right one is given back, as for passwords. Throws
 * WrongCodeError (400 on `code`), a refused passkey (400) or TooManyAttemptsError (429).
 */
export async function verifySecondFactor(
  owner: FactorOwner,
  given: GivenFactor,
  { recoveryCodes, audit, now = new Date() }: { recoveryCodes: boolean; audit: AuditContext; now?: Date },
): Promise<SecondFactorMethod> {
  const attempt = codeAttempt(owner.userId, audit.ipAddress);
  await throttleAttempt(attempt);
  let method: SecondFactorMethod | null = null;
  if ("passkey" in given) {
    await verifyPasskey(given.passkey, { rp: given.rp, owner, now });
    method = "passkey";
  } else {
    const code = given.code.replace(/\s/g, "");
    if (await acceptTotpCode(owner.userId, code, now)) method = "totp";
    else if (recoveryCodes && (await spendRecoveryCode(owner, code, now, audit))) method = "recovery_code";
    if (!method) throw new WrongCodeError(recoveryCodes ? WRONG_CODE_OR_RECOVERY : WRONG_CODE);
  }
  await forgiveAttempt(attempt);
  return method;
}

/** For enrolment: the same throttle and single use, against the key being set up. */
export async function verifyEnrolmentCode(
  userId: string,
  typed: string,
  { address, now }: { address: string | null; now: Date },
): Promise<void> {
  const attempt = codeAttempt(userId, address);
  await throttleAttempt(attempt);
  if (!(await acceptTotpCode(userId, typed.replace(/\s/g, ""), now, { enrolling: true }))) throw new WrongCodeError(WRONG_CODE);
  await forgiveAttempt(attempt);
}
