import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { newSigningSecret } from "@/lib/webhooks/new-signing-secret";
import { signPayload } from "@/lib/webhooks/sign-payload";

/** An independent HMAC-SHA256: the openssl command, fed the signed text on stdin. */
function opensslSignature(secret: string, signedText: string): string {
  const out = execFileSync("openssl", ["dgst", "-sha256", "-hmac", secret, "-r"], { input: Buffer.from(signedText, "utf8") });
  return out.toString().split(" ")[0].trim();
}

describe("signPayload", () => {
  const envelope = buildEnvelope({
    id: "evt_01jd3k5m7q9x2c4v6b8n0p2r4t",
    type: "call.completed",
    data: {
      callId: "call_1",
      assistantId: "asst_1",
      duration: 61,
      endedAt: "2026-11-21T08:00:00.000Z",
      summary: "Café ☕ booked, “quoted” \\ done",
    },
    timestamp: new Date("2026-11-21T08:00:01.000Z"),
  });

  test.each([
    ["a real envelope", envelope],
    ["an empty body", ""],
    ["non-ASCII text", '{"summary":"Grüße, 你好, 🙂"}'],
    ["a body with a newline", '{"a":1}\n'],
  ])("matches openssl's HMAC-SHA256 of <timestamp>.<body> for %s", (_case, body) => {
    const secret = newSigningSecret();
    const timestamp = 1_795_248_000;
    const signature = signPayload(secret, timestamp, body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(opensslSignature(secret, `${timestamp}.${body}`));
  });

  test("changes with the secret, the timestamp and every byte of the body", () => {
    const secret = newSigningSecret();
    const base = signPayload(secret, 1_795_248_000, envelope);
    expect(signPayload(newSigningSecret(), 1_795_248_000, envelope)).not.toBe(base);
    expect(signPayload(secret, 1_795_248_001, envelope)).not.toBe(base);
    expect(signPayload(secret, 1_795_248_000, envelope.replace("61", "62"))).not.toBe(base);
  });

  test("the envelope has exactly id, type, data and an ISO UTC timestamp", () => {
    expect(Object.keys(JSON.parse(envelope))).toEqual(["id", "type", "data", "timestamp"]);
    expect(JSON.parse(envelope).timestamp).toBe("2026-11-21T08:00:01.000Z");
  });

  test("signing secrets are whsec_ plus 256 random bits", () => {
    const secrets = new Set(Array.from({ length: 50 }, newSigningSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
