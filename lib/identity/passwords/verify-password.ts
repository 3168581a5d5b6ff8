import { verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { ARGON2_OPTIONS, hashPassword } from "./hash-password";

const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
const CURRENT_PARAMS = `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;

export type PasswordCheck = { matches: boolean; needsRehash: boolean };

/**
 * Checks a password against a stored hash: argon2id, or bcrypt from before argon2 (verified in
 * JavaScript on the event loop, once per user: the caller stores a new hash on success).
 */
export async function verifyPassword(storedHash: string, password: string): Promise<PasswordCheck> {
  if (storedHash.startsWith("$2")) return { matches: await bcrypt.compare(password, storedHash), needsRehash: true };
  const matches = await verify(storedHash, password).catch(() => false);
  return { matches, needsRehash: !storedHash.startsWith(CURRENT_PARAMS) };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for an e-mail without an account, so the answer's
 * timing does not reveal which e-mails have accounts. The hash is made once per process.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword("a password nobody has, to compare against");
  await verify(await dummyHash, password).catch(() => false);
}
