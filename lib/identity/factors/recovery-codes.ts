import { createHash, randomInt } from "node:crypto";
import type { DbClient } from "@/lib/db";
import { newId } from "@/lib/ids";

export const RECOVERY_CODE_COUNT = 10;

/** Lowercase letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A recovery code as stored and compared: what was typed without spaces or dashes, lowercase.
 * 12 random symbols (about 59 bits) make an unsalted SHA-256 safe to keep, as for link tokens:
 * the codes are not guessable words, and every wrong try is throttled.
 */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code), "utf8").digest("base64url");
}

/** Whether a typed string could be a recovery code at all (else it is not looked up). */
export function isRecoveryCodeShaped(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normaliseRecoveryCode(code));
}

function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/**
 * Replaces a user's recovery codes with ten new ones (used or not, the old ones stop working)
 * and returns them: the only time they exist outside their hashes.
 */
export async function replaceRecoveryCodes(client: DbClient, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await client.recoveryCode.deleteMany({ where: { userId } });
  await client.recoveryCode.createMany({
    data: codes.map((code) => ({ id: newId("rc", now), userId, codeHash: hashRecoveryCode(code), createdAt: now })),
  });
  return codes;
}
