import { randomBytes } from "node:crypto";

/** `whsec_` + 32 random bytes (256 bits) in base64url: the HMAC key is this whole string. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}
