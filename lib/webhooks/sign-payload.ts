import { createHmac } from "node:crypto";

/**
 * The contracted signature: lowercase hex HMAC-SHA256 of `<timestamp>.<body>`, keyed with the
 * signing secret's UTF-8 bytes (the whole `whsec_…` string). `body` must be the exact bytes
 * that are sent, so callers serialise once and sign and send that same string.
 */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}
