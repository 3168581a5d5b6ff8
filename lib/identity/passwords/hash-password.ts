import { hash } from "@node-rs/argon2";

// `Algorithm.Argon2id`: the package exports its enum as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane). Spelled out rather than
 * left to the library's defaults so a library update cannot quietly change what is stored;
 * `needsRehash` compares stored hashes against these.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A password's argon2id hash (PHC string). The work runs on libuv's thread pool, not on the
 * event loop, so other requests keep being served while a password is hashed.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}
