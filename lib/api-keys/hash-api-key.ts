import { createHash } from "node:crypto";

/**
 * Keys are stored only as their SHA-256 hash. A key carries 190 bits of randomness, so a
 * fast hash is enough (no need for a slow password hash), and it lets the request pipeline
 * find a key with one indexed equality lookup instead of comparing secrets.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}
