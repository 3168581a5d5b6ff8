// The receiver example on the Webhooks page is code customers paste: its verifier must
// accept what we send and refuse what we would never send.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { VERIFICATION_EXAMPLE } from "@/components/webhooks/verification-example-code";
import { signPayload } from "@/lib/webhooks/sign-payload";
import { pinClock } from "@/tests/support/pin-clock";

type Verify = (rawBody: Buffer, headers: Record<string, string>, secret: string) => unknown;

/** The example's own verifyWebhook, run as written (its imports are the only lines left out). */
function exampleVerifier(): Verify {
  const start = VERIFICATION_EXAMPLE.indexOf("const TOLERANCE_SECONDS");
  const end = VERIFICATION_EXAMPLE.indexOf("const app = express();");
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const source = `${VERIFICATION_EXAMPLE.slice(start, end)}\nreturn verifyWebhook;`;
  return new Function("crypto", "Buffer", source)(crypto, Buffer) as Verify;
}

const secret = "whsec_example_secret";
const body = JSON.stringify({ id: "evt_1", type: "call.started", data: { callId: "call_1" }, timestamp: "2026-11-21T08:00:00.000Z" });
const now = () => Math.floor(Date.now() / 1000);
const headersFor = (timestamp: number, signature = signPayload(secret, timestamp, body)) => ({
  "x-service-timestamp": String(timestamp),
  "x-service-signature": signature,
});

describe("the Webhooks page's receiver example", () => {
  const verify = exampleVerifier();

  test("accepts a request signed the way the service signs it and returns the event", () => {
    expect(verify(Buffer.from(body), headersFor(now()), secret)).toMatchObject({ id: "evt_1", type: "call.started" });
  });

  // The clock is pinned while each case runs: the verifier reads a fractional now, and a second
  // that ticks over between signing "301 s ahead" and verifying would make it 300.x s ahead.
  test.each<[string, () => [Buffer, Record<string, string>]]>([
    ["another secret", () => [Buffer.from(body), headersFor(now(), signPayload("whsec_other", now(), body))]],
    ["a changed body", () => [Buffer.from(body.replace("call_1", "call_2")), headersFor(now())]],
    ["a timestamp 301 s old", () => [Buffer.from(body), headersFor(now() - 301)]],
    ["a timestamp 301 s ahead", () => [Buffer.from(body), headersFor(now() + 301)]],
    ["no signature", () => [Buffer.from(body), { "x-service-timestamp": String(now()) }]],
    ["an upper-case signature", () => [Buffer.from(body), headersFor(now(), signPayload(secret, now(), body).toUpperCase())]],
    ["a short signature", () => [Buffer.from(body), headersFor(now(), "ab")]],
  ])("refuses %s", (_, request) => {
    pinClock("2026-11-28T08:30:59.999Z");
    const [rawBody, headers] = request();
    expect(() => verify(rawBody, headers, secret)).toThrow();
  });

  test("imports only what a receiver has: node:crypto and express", () => {
    const imports = [...VERIFICATION_EXAMPLE.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
    expect(imports).toEqual(["node:crypto", "express"]);
  });
});
