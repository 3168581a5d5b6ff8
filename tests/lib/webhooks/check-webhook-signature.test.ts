import { describe, expect, test } from "vitest";
import { checkWebhookSignature, type SignatureCheckContext } from "@/lib/webhooks/check-webhook-signature";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { signedWebhookHeaders } from "@/lib/webhooks/webhook-headers";

const SECRET = "whsec_check_test_secret_0123456789";
const NOW = new Date("2026-11-26T12:00:00.000Z");
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const BODY = buildEnvelope({
  id: "evt_01kaj2v4a7c9e1g3j5m7p9r2t4",
  type: "call.missed",
  data: { callId: "call_1", assistantId: "asst_1", callerNumber: "+14155550100", reason: "no_answer" },
  timestamp: NOW,
});

/** A request as the service signs it (the real signing code), `timestamp` seconds. */
function sent(body = BODY, timestamp = NOW_SECONDS, secret = SECRET) {
  const headers = signedWebhookHeaders({ secret, eventId: "evt_1", body, timestamp });
  return { body, signature: headers["X-Service-Signature"], timestamp: headers["X-Service-Timestamp"] };
}

const context = (overrides: Partial<SignatureCheckContext> = {}): SignatureCheckContext => ({
  secret: SECRET,
  now: NOW,
  showSignatures: true,
  ...overrides,
});

const ruleOf = (result: ReturnType<typeof checkWebhookSignature>, rule: string) => result.rules.find((r) => r.rule === rule);
const kinds = (result: ReturnType<typeof checkWebhookSignature>) => result.mistakes.map((mistake) => mistake.kind);

describe("checkWebhookSignature: the five rules", () => {
  test("a request signed by the real signing code passes every rule, with no mistake", () => {
    const request = sent();
    const result = checkWebhookSignature(request, context());
    expect(result.passed).toBe(true);
    expect(result.rules.map((rule) => [rule.rule, rule.passed])).toEqual([
      ["timestamp", true],
      ["signed_text", true],
      ["expected_signature", true],
      ["compare", true],
      ["answer", true],
    ]);
    expect(result.expectedSignature).toBe(request.signature);
    expect(result.timestampAgeSeconds).toBe(0);
    expect(result.mistakes).toEqual([]);
  });

  test("rule 1: 301 seconds old fails with its age; 300 passes; the future counts too", () => {
    const old = checkWebhookSignature(sent(BODY, NOW_SECONDS - 301), context());
    expect(ruleOf(old, "timestamp")).toMatchObject({ passed: false });
    expect(ruleOf(old, "timestamp")?.detail).toContain("301 seconds old");
    expect(old.timestampAgeSeconds).toBe(301);
    expect(ruleOf(old, "compare")?.passed).toBe(true);
    expect(old.passed).toBe(false);
    expect(checkWebhookSignature(sent(BODY, NOW_SECONDS - 300), context()).passed).toBe(true);
    const future = checkWebhookSignature(sent(BODY, NOW_SECONDS + 400), context());
    expect(future.timestampAgeSeconds).toBe(-400);
    expect(ruleOf(future, "timestamp")?.detail).toContain("400 seconds in the future");
  });

  test("rule 1: an empty or non-numeric timestamp fails, and nothing is computed", () => {
    for (const timestamp of ["", "yesterday"]) {
      const result = checkWebhookSignature({ ...sent(), timestamp }, context());
      expect(ruleOf(result, "timestamp")?.passed).toBe(false);
      expect(ruleOf(result, "signed_text")?.passed).toBe(false);
      expect(ruleOf(result, "expected_signature")?.passed).toBe(false);
      expect(result.expectedSignature).toBeNull();
      expect(result.passed).toBe(false);
    }
  });

  test("rule 2: the signed text is <timestamp>.<body>, shown with the body's byte length", () => {
    const result = checkWebhookSignature(sent(), context());
    expect(ruleOf(result, "signed_text")?.detail).toContain(`${NOW_SECONDS}.{"id":"evt_`);
    expect(ruleOf(result, "signed_text")?.detail).toContain(`${Buffer.byteLength(BODY)} bytes`);
  });

  test("rule 4: an empty, malformed or uppercase signature fails", () => {
    const request = sent();
    for (const signature of ["", "abc", request.signature.toUpperCase()]) {
      const result = checkWebhookSignature({ ...request, signature }, context());
      expect(ruleOf(result, "compare")?.passed).toBe(false);
      expect(ruleOf(result, "answer")?.passed).toBe(false);
    }
  });

  test("without showSignatures the answer holds no signature, only pass and fail", () => {
    const request = sent();
    const result = checkWebhookSignature({ ...request, body: `${BODY} ` }, context({ showSignatures: false }));
    expect(result.expectedSignature).toBeNull();
    expect(result.signaturesShown).toBe(false);
    const correct = sent(`${BODY} `).signature;
    expect(JSON.stringify(result)).not.toContain(correct);
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  test("the secret is never in the answer", () => {
    const result = checkWebhookSignature(sent(BODY, NOW_SECONDS, "whsec_other"), context());
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });
});

describe("checkWebhookSignature: the named mistakes", () => {
  test("a body parsed and re-serialised (pretty-printed) is named, and fails", () => {
    const request = sent();
    const result = checkWebhookSignature({ ...request, body: JSON.stringify(JSON.parse(BODY), null, 2) }, context());
    expect(result.passed).toBe(false);
    expect(kinds(result)).toEqual(["reserialised_body"]);
    expect(result.mistakes[0].message).toContain("parsed and serialised again");
  });

  test("a body whose keys were reordered is named when the sent body is known", () => {
    const request = sent();
    const parsed = JSON.parse(BODY) as Record<string, unknown>;
    const reordered = JSON.stringify({ timestamp: parsed.timestamp, data: parsed.data, type: parsed.type, id: parsed.id });
    expect(kinds(checkWebhookSignature({ ...request, body: reordered }, context({ sentBody: BODY })))).toEqual(["reserialised_body"]);
    // Without the sent body, nothing explains it: the current secret does not match.
    expect(kinds(checkWebhookSignature({ ...request, body: reordered }, context()))).toEqual(["wrong_secret"]);
  });

  test("a 13-digit (milliseconds) timestamp is named, with the seconds it should be", () => {
    const request = sent();
    const milliseconds = `${request.timestamp}000`;
    const result = checkWebhookSignature({ ...request, timestamp: milliseconds }, context());
    expect(ruleOf(result, "timestamp")?.passed).toBe(false);
    expect(kinds(result)).toEqual(["milliseconds_timestamp"]);
    expect(result.mistakes[0].message).toContain(`Unix seconds (${request.timestamp})`);
    expect(result.mistakes[0].message).toContain("the signature matches");
    // A sender that signed the milliseconds text: the signature matches, the timestamp does not.
    const signedInMs = { body: BODY, timestamp: milliseconds, signature: sent(BODY, Number(milliseconds)).signature };
    const both = checkWebhookSignature(signedInMs, context());
    expect(ruleOf(both, "compare")?.passed).toBe(true);
    expect(both.passed).toBe(false);
    expect(kinds(both)).toEqual(["milliseconds_timestamp"]);
  });

  test("a signature made with another secret is named wrong_secret", () => {
    const result = checkWebhookSignature(sent(BODY, NOW_SECONDS, "whsec_someone_else"), context());
    expect(result.passed).toBe(false);
    expect(kinds(result)).toEqual(["wrong_secret"]);
    expect(result.mistakes[0].message).not.toContain("rotated");
  });

  test("wrong_secret mentions a rotation, and says when the request predates it", () => {
    const rotatedAt = new Date(NOW.getTime() - 60_000);
    const before = checkWebhookSignature(sent(BODY, NOW_SECONDS - 120, "whsec_previous"), context({ secretRotatedAt: rotatedAt }));
    expect(kinds(before)).toEqual(["wrong_secret"]);
    expect(before.mistakes[0].message).toContain("signed with the previous secret");
    const after = checkWebhookSignature(sent(BODY, NOW_SECONDS, "whsec_previous"), context({ secretRotatedAt: rotatedAt }));
    expect(after.mistakes[0].message).toContain(`last rotated at ${rotatedAt.toISOString()}`);
  });

  test("a trailing newline or surrounding spaces are named whitespace_added", () => {
    const request = sent();
    const newline = checkWebhookSignature({ ...request, body: `${BODY}\n` }, context());
    expect(kinds(newline)).toEqual(["whitespace_added"]);
    expect(newline.mistakes[0].message).toContain("trailing newline");
    const spaces = checkWebhookSignature({ ...request, body: `  ${BODY}  ` }, context());
    expect(kinds(spaces)).toEqual(["whitespace_added"]);
    expect(spaces.mistakes[0].message).toContain("spaces or line breaks");
  });

  test("a body with a changed value and a correct secret is not blamed on whitespace or re-serialising", () => {
    const request = sent();
    const changed = BODY.replace("no_answer", "busy");
    expect(kinds(checkWebhookSignature({ ...request, body: changed }, context({ sentBody: BODY })))).toEqual(["wrong_secret"]);
  });
});
