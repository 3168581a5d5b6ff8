import { createHash, randomBytes } from "node:crypto";

/** How long an invitation link stays valid. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * Only the SHA-256 of a token is stored: 256 random bits cannot be guessed, so a fast hash is
 * enough, and a leaked database holds no usable link. The lookup is one indexed equality.
 */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new invitation token (32 random bytes, base64url: 43 characters) and its stored hash. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}
