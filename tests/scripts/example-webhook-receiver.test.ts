import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { signPayload } from "@/lib/webhooks/sign-payload";
import type { VerifiedWebhookEvent } from "@/lib/webhooks/verify-webhook";
import { webhookReceiver } from "@/scripts/example-webhook-receiver";

const secret = "whsec_example_receiver_secret";
const handled: VerifiedWebhookEvent[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(webhookReceiver(secret, (event) => handled.push(event)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function signed(body: string, key = secret, timestamp = Math.floor(Date.now() / 1000)) {
  return {
    "Content-Type": "application/json",
    "X-Service-Timestamp": String(timestamp),
    "X-Service-Signature": signPayload(key, timestamp, body),
  };
}

describe("the example receiver of docs/webhooks.md", () => {
  const body = buildEnvelope({
    id: "evt_example0000000000000000001",
    type: "call.missed",
    data: { reason: "no_answer" },
    timestamp: new Date(),
  });

  test("answers 200 to a signed event, handles it once, and 200 again to its retry", async () => {
    expect((await fetch(url, { method: "POST", headers: signed(body), body })).status).toBe(200);
    expect((await fetch(url, { method: "POST", headers: signed(body), body })).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(handled.map((event) => event.id)).toEqual(["evt_example0000000000000000001"]);
  });

  test.each([
    ["a wrong secret", () => signed(body, "whsec_other"), "signature_mismatch"],
    ["an old timestamp", () => signed(body, secret, Math.floor(Date.now() / 1000) - 301), "timestamp_outside_tolerance"],
    ["no signature", () => ({ "X-Service-Timestamp": String(Math.floor(Date.now() / 1000)) }), "missing_signature"],
  ])("answers 401 to %s", async (_case, headers, reason) => {
    const response = await fetch(url, { method: "POST", headers: headers(), body });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(reason);
  });
});
