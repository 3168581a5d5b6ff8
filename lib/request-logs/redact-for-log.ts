import { REQUEST_LOG_BODY_MAX_BYTES } from "@/lib/schemas/request-log";

/** What a secret's value becomes in a logged body or query. */
export const REDACTED_VALUE = "[REDACTED]";
const TRUNCATED_MARK = "…[truncated]";

/**
 * Field names whose values are secrets wherever they appear in a body: a webhook signing
 * secret, a password, a token, a key. Matched on the whole name, case-insensitively, so
 * `signingSecret`, `newPassword`, `api_key` and `key` are caught but `keyId` and `voiceId` are not.
 */
const SECRET_FIELD = /(?:secret|password|passphrase|token|authorization|credential|cookie|^key$|[_-]?key$)/i;
/** Names that end in "key" yet are plain identifiers the customer needs to see. */
const PLAIN_FIELDS = new Set(["idempotencykey", "idempotency-key"]);

/** The service's own credentials, wherever they turn up (a key pasted into a name, a query). */
const CREDENTIAL_TEXT = /\b(?:vk_live_[A-Za-z0-9_-]{8,}|whsec_[A-Za-z0-9+/=_-]{8,})/g;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) && !PLAIN_FIELDS.has(name.toLowerCase());
}

function redactValue(value: unknown): unknown {
  if (typeof value === "string") return value.replace(CREDENTIAL_TEXT, REDACTED_VALUE);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, isSecretField(name) ? REDACTED_VALUE : redactValue(field)]),
    );
  }
  return value;
}

/**
 * Text that did not parse as JSON still gets its `"secret": "…"` pairs and credentials masked:
 * a body that is almost JSON is exactly what a developer debugging a 400 sent.
 */
function redactText(text: string): string {
  return text
    .replace(/("([^"\\]{1,100})"\s*:\s*)"(?:[^"\\]|\\.)*"/g, (pair, head: string, name: string) =>
      isSecretField(name) ? `${head}"${REDACTED_VALUE}"` : pair,
    )
    .replace(CREDENTIAL_TEXT, REDACTED_VALUE);
}

/** Cut to at most `maxBytes` of UTF-8, marked, never inside a character. */
export function capText(text: string, maxBytes = REQUEST_LOG_BODY_MAX_BYTES): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const room = maxBytes - Buffer.byteLength(TRUNCATED_MARK);
  // A cut inside a multi-byte character decodes to U+FFFD: dropped.
  const cut = Buffer.from(text)
    .subarray(0, room)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
  return `${cut}${TRUNCATED_MARK}`;
}

/**
 * A body as the API logs keep it: secrets redacted by field name (JSON) or by pattern (other
 * text), the service's credentials masked anywhere, at most 8 KiB. Postgres text cannot hold
 * NUL, which a malformed body may carry: it is dropped so that one entry cannot fail a batch.
 */
export function redactBody(text: string | undefined | null): string | null {
  if (text === undefined || text === null || text === "") return null;
  let redacted: string;
  try {
    redacted = JSON.stringify(redactValue(JSON.parse(text)));
  } catch {
    redacted = redactText(text);
  }
  return capText(redacted.replaceAll("\u0000", ""));
}

/** A query string as kept: secret-named parameters and credentials masked; null when empty. */
export function redactQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return null;
  const kept = [...params].map(([name, value]) => [
    name,
    isSecretField(name) ? REDACTED_VALUE : value.replace(CREDENTIAL_TEXT, REDACTED_VALUE),
  ]);
  return capText(new URLSearchParams(kept).toString().replaceAll("%00", ""), 2048);
}

/** Any other text kept from the request (path, user agent, Idempotency-Key): credentials masked, NUL dropped, capped. */
export function cleanText(text: string | null, maxBytes = 1024): string | null {
  if (text === null || text === "") return null;
  return capText(text.replace(CREDENTIAL_TEXT, REDACTED_VALUE).replaceAll("\u0000", ""), maxBytes);
}
