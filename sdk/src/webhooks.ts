// Webhook verification with the spec's five rules, on Web Crypto (Node 20+, browsers, edge):
//   1. X-Service-Timestamp within the tolerance (300 s) of the receiver's clock;
//   2. the signed text is `<timestamp>.<raw body>`;
//   3. the expected signature is the hex HMAC-SHA256 of it keyed with the signing secret;
//   4. compared in constant time (crypto.subtle.verify);
//   5. a failure throws a WebhookVerificationError whose `status` is 401: answer that.
// Each failure is its own class and names the rule, and when the signature matches the body
// only once re-serialised or trimmed, the error says the body was not the raw bytes.
import type { WebhookEvent } from "./types.js";

export const SIGNATURE_HEADER = "X-Service-Signature";
export const TIMESTAMP_HEADER = "X-Service-Timestamp";
export const EVENT_ID_HEADER = "X-Service-Event-Id";
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type WebhookVerificationReason =
  | "missing_header"
  | "invalid_timestamp"
  | "stale_timestamp"
  | "invalid_signature"
  | "signature_mismatch"
  | "body_not_raw"
  | "invalid_body";

/** A request that failed verification: answer `status` (401) and do not process it. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  readonly status = 401;
  constructor(
    readonly reason: WebhookVerificationReason,
    /** The spec's rule that failed (1–4; 0 for a body that is not an event). */
    readonly rule: 0 | 1 | 2 | 3 | 4,
    message: string,
  ) {
    super(message);
  }
}
export class MissingHeaderError extends WebhookVerificationError {
  override name = "MissingHeaderError";
  constructor(readonly header: string) {
    super("missing_header", header === TIMESTAMP_HEADER ? 1 : 4, `The ${header} header is missing`);
  }
}
export class StaleTimestampError extends WebhookVerificationError {
  override name = "StaleTimestampError";
  constructor(
    readonly timestamp: number,
    readonly now: number,
    readonly tolerance: number,
  ) {
    const hint = timestamp > 1e11 ? " (it looks like milliseconds: the header is Unix seconds)" : "";
    super(
      "stale_timestamp",
      1,
      `${TIMESTAMP_HEADER} ${timestamp} is ${Math.abs(now - timestamp)} s from the receiver's clock (${now}), more than the ${tolerance} s allowed${hint}`,
    );
  }
}
export class SignatureMismatchError extends WebhookVerificationError {
  override name = "SignatureMismatchError";
  constructor(message = `${SIGNATURE_HEADER} does not match the body: check the signing secret (the whole whsec_… string)`) {
    super("signature_mismatch", 4, message);
  }
}
/** The signature matches the body as the service sent it, not the body given: it was parsed and re-serialised, or trimmed. */
export class BodyNotRawError extends WebhookVerificationError {
  override name = "BodyNotRawError";
  constructor(message: string) {
    super("body_not_raw", 2, message);
  }
}

/** A Fetch `Headers`, Node's `req.headers` (values maybe arrays), or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
/** The body exactly as received: `await request.text()`, or the Buffer/Uint8Array of the bytes. */
export type RawBody = string | Uint8Array | ArrayBuffer;

export type VerifyOptions = {
  /** Largest allowed difference between the timestamp and now, in seconds. Default 300 (the spec's). */
  tolerance?: number;
  /** The receiver's clock (ms since the epoch or a Date), for tests. */
  now?: number | Date;
};

function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== "undefined" && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const lower = name.toLowerCase();
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === lower);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

const encoder = new TextEncoder();

function bytesOf(body: RawBody): Uint8Array {
  if (typeof body === "string") return encoder.encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return body;
}

function signedText(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const text = new Uint8Array(prefix.length + body.length);
  text.set(prefix, 0);
  text.set(body, prefix.length);
  return text;
}

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The lowercase hex HMAC-SHA256 of `<timestamp>.<body>` keyed with `secret`: the X-Service-Signature value. */
export async function signWebhook(secret: string, timestamp: number | string, body: RawBody): Promise<string> {
  const key = await hmacKey(secret, "sign");
  return hex(await crypto.subtle.sign("HMAC", key, signedText(String(timestamp), bytesOf(body))));
}

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `whsec_${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** The headers of a signed webhook request for `body` (what the service and `vas listen` send). */
export async function signedWebhookHeaders(secret: string, eventId: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    "Content-Type": "application/json",
    [EVENT_ID_HEADER]: eventId,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: await signWebhook(secret, timestamp, body),
  };
}

/** Other forms of a received body whose signature would say it was changed before verification. */
function alteredForms(body: Uint8Array): Array<{ bytes: Uint8Array; what: string }> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return [];
  }
  const forms: Array<{ bytes: Uint8Array; what: string }> = [];
  try {
    const compact = JSON.stringify(JSON.parse(text));
    if (compact !== text)
      forms.push({ bytes: encoder.encode(compact), what: "parsed and re-serialised (pass the raw request body, before any JSON parsing)" });
  } catch {
    // Not JSON: nothing to re-serialise.
  }
  const trimmed = text.trim();
  if (trimmed !== text)
    forms.push({ bytes: encoder.encode(trimmed), what: "given with whitespace added around it (pass the bytes as received)" });
  return forms;
}

/**
 * Verifies a webhook request and returns its event, typed by `type`. Pass the raw body as
 * received (`await request.text()`, or the Buffer of a Node request), never a parsed object.
 * Throws a {@link WebhookVerificationError} (answer its `status`, 401) naming the rule that failed.
 */
export async function verifyWebhook(
  rawBody: RawBody,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): Promise<WebhookEvent> {
  if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array) && !(rawBody instanceof ArrayBuffer)) {
    throw new BodyNotRawError(
      "The body is a parsed object, not the raw bytes: the signature covers the exact bytes sent, so pass the request's text or Buffer",
    );
  }
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE_SECONDS;
  const timestampText = readHeader(headers, TIMESTAMP_HEADER)?.trim();
  if (!timestampText) throw new MissingHeaderError(TIMESTAMP_HEADER);
  if (!/^\d{1,16}$/.test(timestampText)) {
    throw new WebhookVerificationError("invalid_timestamp", 1, `${TIMESTAMP_HEADER} is not a Unix time in seconds`);
  }
  const timestamp = Number(timestampText);
  const nowMs = options.now === undefined ? Date.now() : typeof options.now === "number" ? options.now : options.now.getTime();
  const now = Math.floor(nowMs / 1000);
  if (Math.abs(now - timestamp) > tolerance) throw new StaleTimestampError(timestamp, now, tolerance);

  const signature = readHeader(headers, SIGNATURE_HEADER)?.trim();
  if (!signature) throw new MissingHeaderError(SIGNATURE_HEADER);
  if (!/^[0-9a-f]{64}$/.test(signature)) {
    throw new WebhookVerificationError("invalid_signature", 4, `${SIGNATURE_HEADER} is not 64 lowercase hex characters`);
  }

  const body = bytesOf(rawBody);
  const key = await hmacKey(secret, "verify");
  const received = fromHex(signature);
  if (!(await crypto.subtle.verify("HMAC", key, received, signedText(timestampText, body)))) {
    for (const form of alteredForms(body)) {
      if (await crypto.subtle.verify("HMAC", key, received, signedText(timestampText, form.bytes))) {
        throw new BodyNotRawError(`The signature matches the body as sent, but the body verified was ${form.what}`);
      }
    }
    throw new SignatureMismatchError();
  }

  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError("invalid_body", 0, "The body is not JSON");
  }
  const envelope = event as Partial<WebhookEvent> | null;
  if (
    typeof envelope !== "object" ||
    envelope === null ||
    typeof envelope.id !== "string" ||
    typeof envelope.type !== "string" ||
    typeof envelope.timestamp !== "string" ||
    typeof envelope.data !== "object" ||
    envelope.data === null
  ) {
    throw new WebhookVerificationError("invalid_body", 0, "The body is not a webhook event envelope");
  }
  return envelope as WebhookEvent;
}
