import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes in base64url: 43 characters, 256 bits. */
const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a link's token, as stored: the database alone cannot produce a working link. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** A fresh single-use link token and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

/** Whether a string could be a token at all; anything else is refused without a query. */
export function isLinkTokenShaped(token: string): boolean {
  return LINK_TOKEN_PATTERN.test(token);
}
