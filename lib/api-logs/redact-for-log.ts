import { REQUEST_LOG_BODY_MAX_BYTES } from "@/lib/schemas/api-log";

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

/**
 * One character of a credential as a URL may carry it: itself or `%XX` (either case of hex), the
 * one level of percent-encoding a server decodes. Built once, when the module loads.
 */
function literalOrEscaped(char: string): string {
  const hex = [...char.charCodeAt(0).toString(16)].map((digit) => (/[a-f]/.test(digit) ? `[${digit.toUpperCase()}${digit}]` : digit));
  return `(?:${char}|%${hex.join("")})`;
}

/**
 * The service's own credentials, wherever they turn up: an API key (`vk_live_` and 32 base64url
 * characters, lib/api-keys/create-api-key.ts) or a webhook signing secret (`whsec_` and 43,
 * lib/webhooks/new-signing-secret.ts), raw or percent-encoded (decision 0179). No word boundary:
 * a key glued to a letter, `_` or a digit is still a key. From 8 secret characters on (a pasted
 * fragment counts) to the end of the run of base64url characters: a character glued after a key
 * cannot be told from the key's own, and a bounded match could be shifted by a prefix glued before.
 */
const CREDENTIAL_TEXT = new RegExp(
  `(?:${[..."vk_live_"].map(literalOrEscaped).join("")}|${[..."whsec_"].map(literalOrEscaped).join("")})` +
    // A base64url character: A-Z, a-z, 0-9, "-", "_", or one of them as %XX.
    "(?:[A-Za-z0-9_-]|%(?:3[0-9]|[46][1-9A-Fa-f]|5[0-9AaFf]|7[0-9Aa]|2[Dd])){8,}",
  "g",
);
/** `[REDACTED]` as a query string writes it. */
const REDACTED_IN_QUERY = new URLSearchParams({ v: REDACTED_VALUE }).toString().slice(2);

/** Credentials masked, in one pass. Callers drop NUL first: dropping it afterwards could join a key's pieces. */
function maskCredentials(text: string): string {
  return text.replace(CREDENTIAL_TEXT, REDACTED_VALUE);
}

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) && !PLAIN_FIELDS.has(name.toLowerCase());
}

/** Secret-named fields' values replaced; credentials are masked afterwards in the whole JSON text. */
function redactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, isSecretField(name) ? REDACTED_VALUE : redactFields(field)]),
    );
  }
  return value;
}

/**
 * Text that did not parse as JSON still gets its `"secret": "…"` pairs masked (and, by
 * redactBody, its credentials): a body that is almost JSON is exactly what a developer
 * debugging a 400 sent.
 */
function redactSecretPairs(text: string): string {
  return text.replace(/("([^"\\]{1,100})"\s*:\s*)"(?:[^"\\]|\\.)*"/g, (pair, head: string, name: string) =>
    isSecretField(name) ? `${head}"${REDACTED_VALUE}"` : pair,
  );
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
 * text), the service's credentials masked anywhere (values, field names, glued to anything:
 * one pass over the whole text), at most 8 KiB. Postgres text cannot hold NUL, which a
 * malformed body may carry: it is dropped (before the credentials are looked for) so that one
 * entry cannot fail a batch. JSON text never holds a NUL: JSON.stringify writes it `\u0000`.
 */
export function redactBody(text: string | undefined | null): string | null {
  if (text === undefined || text === null || text === "") return null;
  let fielded: string;
  try {
    fielded = JSON.stringify(redactFields(JSON.parse(text)));
  } catch {
    fielded = redactSecretPairs(text.replaceAll("\u0000", ""));
  }
  return capText(maskCredentials(fielded));
}

/**
 * A query string as kept: secret-named parameters and credentials (in names and values) masked;
 * null when empty. Written back as URLSearchParams writes it, where a credential's characters are
 * never percent-encoded, so one pass over that text finds it however the request encoded it.
 */
export function redactQuery(search: string): string | null {
  // Most requests have no query string: no URLSearchParams to build for them.
  if (search === "" || search === "?") return null;
  const params = new URLSearchParams(search);
  if (params.size === 0) return null;
  const kept = [...params].map(([name, value]) => [name, isSecretField(name) ? REDACTED_VALUE : value]);
  // A NUL is written %00 and nothing else is: dropping those cannot make an escape, only join a key's pieces.
  const text = new URLSearchParams(kept).toString().replaceAll("%00", "");
  return capText(text.replace(CREDENTIAL_TEXT, REDACTED_IN_QUERY), 2048);
}

/**
 * Any other text kept from the request (path, user agent, Idempotency-Key, address): NUL dropped,
 * credentials masked (raw or percent-encoded, as a path carries them), capped.
 */
export function cleanText(text: string | null, maxBytes = 1024): string | null {
  if (text === null || text === "") return null;
  return capText(maskCredentials(text.replaceAll("\u0000", "")), maxBytes);
}
