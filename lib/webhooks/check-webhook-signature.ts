import { timingSafeEqual } from "node:crypto";
import type { WebhookSignatureCheckInput, WebhookSignatureCheckResult } from "@/lib/schemas/webhook-signature-check";
import { signPayload } from "./sign-payload";

/** The contract's tolerance for X-Service-Timestamp, either way (spec, Signature, rule 1). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheckContext = {
  /** The account's current signing secret: never part of the answer. */
  secret: string;
  now: Date;
  /**
   * The body as the service sent it, when the pasted body names an event of the account (its
   * `id`): the bytes a re-serialised paste came from.
   */
  sentBody?: string | null;
  /** When the secret was last replaced, if it ever was. */
  secretRotatedAt?: Date | null;
  /** Whether the answer may carry the computed signature (a signing oracle otherwise). */
  showSignatures: boolean;
};

type Rule = WebhookSignatureCheckResult["rules"][number];
type Mistake = WebhookSignatureCheckResult["mistakes"][number];

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

/** Constant-time comparison of two 64-character hex signatures (rule 4). */
function sameSignature(expectedHex: string, receivedHex: string): boolean {
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(receivedHex, "hex"));
}

/** Parsed JSON with its object keys sorted, so two bodies that differ in key order or spacing compare equal. */
function canonicalJson(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sort((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(sort(parsed));
}

function compactJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return null;
  }
}

function preview(text: string, length = 60): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** "42 seconds old", "17 seconds in the future". */
function describeAge(ageSeconds: number): string {
  const abs = Math.abs(ageSeconds);
  const amount = abs === 1 ? "1 second" : `${abs} seconds`;
  return ageSeconds >= 0 ? `${amount} old` : `${amount} in the future`;
}

/**
 * Checks a pasted webhook request (raw body, X-Service-Signature, X-Service-Timestamp) against
 * the contract's five rules with the account's secret, rule by rule, and names the common
 * mistakes it can detect: a 13-digit (milliseconds) timestamp, whitespace added around the body,
 * a body parsed and serialised again, a signature made with another secret. Pure: the caller
 * loads the secret, the sent body and the rotation time. The answer never holds the secret,
 * and holds a computed signature only when `showSignatures`.
 */
export function checkWebhookSignature(input: WebhookSignatureCheckInput, context: SignatureCheckContext): WebhookSignatureCheckResult {
  const { secret, now, showSignatures } = context;
  const timestampText = input.timestamp.trim();
  const received = input.signature.trim();
  const body = input.body;
  const rules: Rule[] = [];
  const mistakes: Mistake[] = [];

  // Rule 1: the timestamp, Unix seconds, within 300 s of now.
  const isDigits = /^\d+$/.test(timestampText);
  const isMilliseconds = /^\d{13}$/.test(timestampText);
  const isSeconds = /^\d{1,12}$/.test(timestampText);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const ageSeconds = isSeconds ? nowSeconds - Number(timestampText) : null;
  let timestampDetail: string;
  if (timestampText === "") timestampDetail = "X-Service-Timestamp is empty.";
  else if (isMilliseconds)
    timestampDetail = `${timestampText} has 13 digits: it is milliseconds, not Unix seconds, so it is never within ${SIGNATURE_TOLERANCE_SECONDS} seconds.`;
  else if (ageSeconds === null) timestampDetail = `"${preview(timestampText, 20)}" is not a Unix time in seconds.`;
  else
    timestampDetail = `The timestamp is ${describeAge(ageSeconds)} (now ${nowSeconds}); at most ${SIGNATURE_TOLERANCE_SECONDS} seconds either way is accepted.`;
  const timestampPassed = ageSeconds !== null && Math.abs(ageSeconds) <= SIGNATURE_TOLERANCE_SECONDS;
  rules.push({ rule: "timestamp", title: "1. Timestamp within 5 minutes", passed: timestampPassed, detail: timestampDetail });

  // Rule 2: the signed text.
  const bodyBytes = Buffer.byteLength(body, "utf8");
  rules.push({
    rule: "signed_text",
    title: "2. Signed text is <timestamp>.<body>",
    passed: isDigits,
    detail: isDigits
      ? `${timestampText}.${preview(body)} (${bodyBytes} bytes of body, exactly as pasted)`
      : "No signed text: the timestamp is not a number, and it is the first part of the signed text.",
  });

  // Rule 3: the expected signature, HMAC-SHA256 with the account's secret.
  const expected = isDigits ? signPayload(secret, Number(timestampText), body) : null;
  // signPayload takes a number; a timestamp with leading zeros must be signed as written.
  const expectedExact = isDigits ? (String(Number(timestampText)) === timestampText ? expected : null) : null;
  rules.push({
    rule: "expected_signature",
    title: "3. Expected signature: HMAC-SHA256 with your signing secret",
    passed: expectedExact !== null,
    detail:
      expectedExact === null
        ? "Not computed: the timestamp is not a Unix time written as digits."
        : showSignatures
          ? `Computed on the server: ${expectedExact}`
          : "Computed on the server with the account's current secret (shown only to members who may reveal the secret).",
  });

  // Rule 4: the comparison, in constant time.
  const wellFormed = HEX_SIGNATURE.test(received);
  const matches = expectedExact !== null && wellFormed && sameSignature(expectedExact, received);
  let compareDetail: string;
  if (received === "") compareDetail = "X-Service-Signature is empty.";
  else if (!wellFormed) compareDetail = "X-Service-Signature is not 64 lowercase hex characters.";
  else if (expectedExact === null) compareDetail = "Nothing to compare with: no expected signature.";
  else
    compareDetail = matches
      ? "X-Service-Signature equals the expected signature."
      : "X-Service-Signature differs from the expected signature.";
  rules.push({ rule: "compare", title: "4. Signatures equal (constant-time comparison)", passed: matches, detail: compareDetail });

  // Rule 5: what a receiver answers.
  const passed = timestampPassed && matches;
  rules.push({
    rule: "answer",
    title: "5. A receiver that fails verification answers 401",
    passed,
    detail: passed ? "Every rule passes: a receiver accepts it and answers 2xx." : "A receiver answers 401 and does not process it.",
  });

  // The mistakes, found by trying what the sender signed against what was pasted.
  const signsAs = (timestamp: string, candidate: string) =>
    wellFormed && /^\d+$/.test(timestamp) && sameSignature(signPayload(secret, Number(timestamp), candidate), received);
  const secondsText = isMilliseconds ? String(Math.floor(Number(timestampText) / 1000)) : null;
  const timestamps = [...(expectedExact !== null ? [timestampText] : []), ...(secondsText ? [secondsText] : [])];
  const signsWithAnyTimestamp = (candidate: string) => timestamps.some((timestamp) => signsAs(timestamp, candidate));

  if (isMilliseconds) {
    const signedInSeconds = secondsText !== null && signsAs(secondsText, body);
    mistakes.push({
      kind: "milliseconds_timestamp",
      message:
        `The timestamp ${timestampText} has 13 digits: that is milliseconds. X-Service-Timestamp is Unix seconds (${secondsText}). ` +
        "Compare it with the current time in seconds (Math.floor(Date.now() / 1000)), and sign and check the header's text as sent." +
        (signedInSeconds ? ` With ${secondsText} the signature matches.` : ""),
    });
  }

  let explained = matches;
  if (!matches) {
    const trimmed = body.trim();
    if (trimmed !== body && signsWithAnyTimestamp(trimmed)) {
      explained = true;
      const where = /\n$/.test(body) ? "a trailing newline" : "spaces or line breaks around it";
      mistakes.push({
        kind: "whitespace_added",
        message: `Whitespace was added to the body (${where}): without it the signature matches. Verify the raw body exactly as received, without trimming or appending anything.`,
      });
    }
  }
  if (!explained) {
    const candidates = new Set<string>();
    const compact = compactJson(body.trim());
    if (compact !== null && compact !== body) candidates.add(compact);
    const canonical = canonicalJson(body);
    if (context.sentBody && context.sentBody !== body && canonical !== null && canonicalJson(context.sentBody) === canonical) {
      candidates.add(context.sentBody);
    }
    if ([...candidates].some(signsWithAnyTimestamp)) {
      explained = true;
      mistakes.push({
        kind: "reserialised_body",
        message:
          "The body was parsed and serialised again: the same JSON with different spacing or key order signs differently. " +
          "Verify the raw body bytes as received (request.text(), a raw-body parser), before any JSON.parse.",
      });
    }
  }
  if (!explained && !isMilliseconds && wellFormed && expectedExact !== null) {
    const rotated = context.secretRotatedAt;
    let rotation = "";
    if (rotated) {
      const signedBefore = Number(timestampText) * 1000 < rotated.getTime();
      rotation = signedBefore
        ? ` The secret was rotated at ${rotated.toISOString()}, after this timestamp: the request was signed with the previous secret.`
        : ` The secret was last rotated at ${rotated.toISOString()}: a receiver still holding the previous secret fails every request.`;
    }
    mistakes.push({
      kind: "wrong_secret",
      message:
        "Nothing matches with the account's current signing secret, not even the body trimmed or re-serialised: the signature was made with another secret (or the body was changed)." +
        rotation +
        " Copy the secret again from Signing secret (the whole whsec_… string).",
    });
  }

  return {
    passed,
    rules,
    timestampAgeSeconds: ageSeconds,
    expectedSignature: showSignatures ? expectedExact : null,
    signaturesShown: showSignatures,
    mistakes,
  };
}
