// Receiver side, exported for customers: depends on node:crypto only, so it can be copied
// into a receiver as is.
import { createHmac, timingSafeEqual } from "node:crypto";

export type WebhookVerificationFailure =
  | "missing_timestamp"
  | "invalid_timestamp"
  | "timestamp_outside_tolerance"
  | "missing_signature"
  | "invalid_signature_format"
  | "signature_mismatch"
  | "invalid_body";

/** Thrown when a request fails verification: answer 401 and do not process it. */
export class WebhookVerificationError extends Error {
  readonly status = 401;
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export type VerifiedWebhookEvent = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  timestamp: string;
};

/** A Fetch `Headers`, or Node's `req.headers` (lowercase keys, values maybe arrays). */
export type WebhookRequestHeaders = Headers | Record<string, string | string[] | undefined>;

export type VerifyWebhookOptions = {
  /** Largest allowed difference between the header timestamp and now. The contract says 300. */
  toleranceSeconds?: number;
  /** The receiver's clock, for tests. */
  now?: Date | number;
};

function readHeader(headers: WebhookRequestHeaders, name: string): string | undefined {
  if (typeof Headers !== "undefined" && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Verifies a webhook request with the contract's five rules and returns the parsed event.
 *
 * 1. `X-Service-Timestamp` within `toleranceSeconds` (300) of now, either way;
 * 2. signed text `<timestamp>.<raw body>`;
 * 3. expected signature = hex HMAC-SHA256 of it keyed with the signing secret;
 * 4. compared with `X-Service-Signature` in constant time;
 * 5. any failure throws {@link WebhookVerificationError}: answer 401.
 *
 * Pass the raw body exactly as received (before any JSON parsing): re-serialising parsed
 * JSON can change the bytes and the signature with them.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookRequestHeaders,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: VerifyWebhookOptions = {},
): VerifiedWebhookEvent {
  const timestampHeader = readHeader(headers, "x-service-timestamp");
  if (!timestampHeader) throw new WebhookVerificationError("missing_timestamp", "X-Service-Timestamp header is missing");
  // The header text itself is signed, so it is kept as received (digits only).
  const timestampText = timestampHeader.trim();
  if (!/^\d{1,12}$/.test(timestampText)) {
    throw new WebhookVerificationError("invalid_timestamp", "X-Service-Timestamp is not a Unix time in seconds");
  }
  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor((typeof now === "number" ? now : now.getTime()) / 1000);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError(
      "timestamp_outside_tolerance",
      `X-Service-Timestamp is more than ${toleranceSeconds} seconds away from the current time`,
    );
  }

  const signatureHeader = readHeader(headers, "x-service-signature");
  if (!signatureHeader) throw new WebhookVerificationError("missing_signature", "X-Service-Signature header is missing");
  const received = signatureHeader.trim();
  if (!/^[0-9a-f]{64}$/.test(received)) {
    throw new WebhookVerificationError("invalid_signature_format", "X-Service-Signature is not 64 lowercase hex characters");
  }

  const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : Buffer.from(rawBody);
  const expected = createHmac("sha256", secret).update(`${timestampText}.`).update(body).digest();
  // Both buffers are 32 bytes here (format checked above), as timingSafeEqual requires.
  if (!timingSafeEqual(expected, Buffer.from(received, "hex"))) {
    throw new WebhookVerificationError("signature_mismatch", "X-Service-Signature does not match the body");
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new WebhookVerificationError("invalid_body", "The body is not JSON");
  }
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    typeof (parsed as VerifiedWebhookEvent).id !== "string" ||
    typeof (parsed as VerifiedWebhookEvent).type !== "string" ||
    typeof (parsed as VerifiedWebhookEvent).timestamp !== "string" ||
    typeof (parsed as VerifiedWebhookEvent).data !== "object" ||
    (parsed as VerifiedWebhookEvent).data === null
  ) {
    throw new WebhookVerificationError("invalid_body", "The body is not a webhook event envelope");
  }
  return parsed as VerifiedWebhookEvent;
}
