import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { verifyWebhook, WebhookVerificationError, type WebhookVerificationFailure } from "@/lib/webhooks/verify-webhook";

// Signatures here come from the openssl command, not from our signer: verifyWebhook must
// accept what any correct implementation of the contract produces.
function opensslSignature(secret: string, signedText: string): string {
  return execFileSync("openssl", ["dgst", "-sha256", "-hmac", secret, "-r"], { input: Buffer.from(signedText, "utf8") })
    .toString()
    .split(" ")[0]
    .trim();
}

const secret = "whsec_test_verify_0123456789abcdefghijklmnopqrstuv";
const now = new Date("2026-11-21T09:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);
const body = JSON.stringify({
  id: "evt_01jd3k5m7q9x2c4v6b8n0p2r4t",
  type: "call.missed",
  data: { callId: "call_x", assistantId: "asst_y", callerNumber: "+14155550100", reason: "no_answer" },
  timestamp: "2026-11-21T08:59:59.000Z",
});

function signedHeaders(timestamp: number | string = nowSeconds, text = body, key = secret): Record<string, string> {
  return {
    "x-service-timestamp": String(timestamp),
    "x-service-signature": opensslSignature(key, `${timestamp}.${text}`),
    "x-service-event-id": "evt_01jd3k5m7q9x2c4v6b8n0p2r4t",
  };
}

function failureOf(run: () => unknown): WebhookVerificationFailure | "no error" {
  try {
    run();
    return "no error";
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      expect(error.status).toBe(401);
      return error.reason;
    }
    throw error;
  }
}

describe("verifyWebhook", () => {
  test("accepts a request signed by an independent implementation and returns the event", () => {
    const event = verifyWebhook(body, signedHeaders(), secret, { now });
    expect(event).toMatchObject({ id: "evt_01jd3k5m7q9x2c4v6b8n0p2r4t", type: "call.missed", data: { reason: "no_answer" } });
  });

  test.each([
    ["a Fetch Headers object", () => new Headers(signedHeaders())],
    ["Node headers with array values", () => Object.fromEntries(Object.entries(signedHeaders()).map(([k, v]) => [k, [v]]))],
    ["headers in another case", () => Object.fromEntries(Object.entries(signedHeaders()).map(([k, v]) => [k.toUpperCase(), v]))],
  ])("reads %s", (_case, makeHeaders) => {
    expect(verifyWebhook(body, makeHeaders(), secret, { now }).id).toBe("evt_01jd3k5m7q9x2c4v6b8n0p2r4t");
  });

  test("accepts a raw Buffer body and a timestamp exactly 300 s old or ahead", () => {
    expect(verifyWebhook(Buffer.from(body), signedHeaders(nowSeconds - 300), secret, { now }).type).toBe("call.missed");
    expect(verifyWebhook(body, signedHeaders(nowSeconds + 300), secret, { now }).type).toBe("call.missed");
  });

  const withoutHeader = (name: string) => {
    const headers = signedHeaders();
    delete headers[name];
    return headers;
  };

  test.each<[string, () => unknown, WebhookVerificationFailure]>([
    ["no timestamp header", () => verifyWebhook(body, withoutHeader("x-service-timestamp"), secret, { now }), "missing_timestamp"],
    [
      "a fractional timestamp",
      () => verifyWebhook(body, { ...signedHeaders(), "x-service-timestamp": "1795251600.5" }, secret, { now }),
      "invalid_timestamp",
    ],
    ["a negative timestamp", () => verifyWebhook(body, signedHeaders("-5"), secret, { now }), "invalid_timestamp"],
    [
      "a timestamp 301 s old (replay)",
      () => verifyWebhook(body, signedHeaders(nowSeconds - 301), secret, { now }),
      "timestamp_outside_tolerance",
    ],
    ["a timestamp 301 s ahead", () => verifyWebhook(body, signedHeaders(nowSeconds + 301), secret, { now }), "timestamp_outside_tolerance"],
    [
      "a timestamp outside a tighter tolerance",
      () => verifyWebhook(body, signedHeaders(nowSeconds - 61), secret, { now, toleranceSeconds: 60 }),
      "timestamp_outside_tolerance",
    ],
    ["no signature header", () => verifyWebhook(body, withoutHeader("x-service-signature"), secret, { now }), "missing_signature"],
    [
      "an uppercase hex signature",
      () => {
        const headers = signedHeaders();
        return verifyWebhook(body, { ...headers, "x-service-signature": headers["x-service-signature"].toUpperCase() }, secret, { now });
      },
      "invalid_signature_format",
    ],
    [
      "a truncated signature",
      () => {
        const headers = signedHeaders();
        return verifyWebhook(body, { ...headers, "x-service-signature": headers["x-service-signature"].slice(0, 63) }, secret, { now });
      },
      "invalid_signature_format",
    ],
    [
      "a different secret",
      () => verifyWebhook(body, signedHeaders(nowSeconds, body, "whsec_someone_else"), secret, { now }),
      "signature_mismatch",
    ],
    ["a changed body", () => verifyWebhook(body.replace("no_answer", "busy"), signedHeaders(), secret, { now }), "signature_mismatch"],
    [
      "re-serialised JSON (whitespace added)",
      () => verifyWebhook(JSON.stringify(JSON.parse(body), null, 2), signedHeaders(), secret, { now }),
      "signature_mismatch",
    ],
    [
      "a timestamp changed after signing",
      () => verifyWebhook(body, { ...signedHeaders(), "x-service-timestamp": String(nowSeconds - 1) }, secret, { now }),
      "signature_mismatch",
    ],
    [
      "a signature of the body alone (no timestamp)",
      () => verifyWebhook(body, { ...signedHeaders(), "x-service-signature": opensslSignature(secret, body) }, secret, { now }),
      "signature_mismatch",
    ],
    [
      "a correctly signed body that is not JSON",
      () => verifyWebhook("not json", signedHeaders(nowSeconds, "not json"), secret, { now }),
      "invalid_body",
    ],
    [
      "a correctly signed JSON that is not an envelope",
      () => verifyWebhook("[1,2]", signedHeaders(nowSeconds, "[1,2]"), secret, { now }),
      "invalid_body",
    ],
  ])("rejects %s", (_case, run, reason) => {
    expect(failureOf(run)).toBe(reason);
  });

  test("uses the real clock by default: a fresh signature passes, an old one fails", () => {
    const fresh = Math.floor(Date.now() / 1000);
    expect(verifyWebhook(body, signedHeaders(fresh), secret).id).toBe("evt_01jd3k5m7q9x2c4v6b8n0p2r4t");
    expect(failureOf(() => verifyWebhook(body, signedHeaders(fresh - 600), secret))).toBe("timestamp_outside_tolerance");
  });
});
