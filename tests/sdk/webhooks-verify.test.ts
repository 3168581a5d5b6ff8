// The SDK's webhooks.verify (Web Crypto) against what the service signs (lib/webhooks), rule
// by rule, with each mistake named; and the types it returns, narrowed by `type`.
import { describe, expect, expectTypeOf, test } from "vitest";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { signedWebhookHeaders } from "@/lib/webhooks/webhook-headers";
import {
  BodyNotRawError,
  MissingHeaderError,
  SignatureMismatchError,
  StaleTimestampError,
  signWebhook,
  verifyWebhook,
  VoiceAssistantClient,
  WebhookVerificationError,
  type CallCompletedEvent,
  type WebhookEvent,
} from "@/sdk/src/index";

const SECRET = "whsec_sdk_unit_test_secret";
const NOW = 1_795_000_000;

function delivery(
  type = "call.completed",
  data: object = { callId: "call_1", assistantId: "asst_1", duration: 61, endedAt: "2026-11-21T09:00:00.000Z", summary: "ok" },
) {
  const body = buildEnvelope({ id: "evt_01kaj2v3c5m7q9x2c4v6b8n0p2", type, data, timestamp: new Date(NOW * 1000) });
  const headers = signedWebhookHeaders({ secret: SECRET, eventId: "evt_01kaj2v3c5m7q9x2c4v6b8n0p2", body, timestamp: NOW });
  return { body, headers };
}

const at = { now: NOW * 1000 };

describe("verifyWebhook", () => {
  test("accepts what the service signs, from a string, a Buffer, a Fetch Headers or Node's lowercase headers", async () => {
    const { body, headers } = delivery();
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    for (const [raw, head] of [
      [body, headers],
      [Buffer.from(body), lower],
      [new TextEncoder().encode(body), new Headers(headers)],
    ] as const) {
      const event = await verifyWebhook(raw, head, SECRET, at);
      expect(event.type).toBe("call.completed");
    }
    expect(await signWebhook(SECRET, NOW, body)).toBe(headers["X-Service-Signature"]);
  });

  test.each([
    ["a timestamp 301 s old", { now: (NOW + 301) * 1000 }, StaleTimestampError, "stale_timestamp"],
    ["a timestamp 301 s ahead", { now: (NOW - 301) * 1000 }, StaleTimestampError, "stale_timestamp"],
  ])("rule 1 refuses %s", async (_name, options, ErrorClass, reason) => {
    const { body, headers } = delivery();
    const error = await verifyWebhook(body, headers, SECRET, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ reason, rule: 1, status: 401 });
  });

  test("300 s either way is still accepted; a tolerance option changes it", async () => {
    const { body, headers } = delivery();
    await expect(verifyWebhook(body, headers, SECRET, { now: (NOW + 300) * 1000 })).resolves.toBeTruthy();
    await expect(verifyWebhook(body, headers, SECRET, { now: (NOW + 300) * 1000, tolerance: 60 })).rejects.toBeInstanceOf(
      StaleTimestampError,
    );
  });

  test("a timestamp in milliseconds is stale, and the message says milliseconds", async () => {
    const { body } = delivery();
    const headers = { "X-Service-Timestamp": String(NOW * 1000), "X-Service-Signature": await signWebhook(SECRET, NOW * 1000, body) };
    await expect(verifyWebhook(body, headers, SECRET, at)).rejects.toThrow(/milliseconds/);
  });

  test.each(["X-Service-Timestamp", "X-Service-Signature"])("a missing %s is a MissingHeaderError naming it", async (header) => {
    const { body, headers } = delivery();
    const without = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== header));
    const error = await verifyWebhook(body, without, SECRET, at).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MissingHeaderError);
    expect((error as MissingHeaderError).header).toBe(header);
  });

  test("a wrong secret, another body or a changed timestamp is a SignatureMismatchError (rules 2–4)", async () => {
    const { body, headers } = delivery();
    await expect(verifyWebhook(body, headers, "whsec_other", at)).rejects.toBeInstanceOf(SignatureMismatchError);
    await expect(verifyWebhook(body.replace("61", "62"), headers, SECRET, at)).rejects.toBeInstanceOf(SignatureMismatchError);
    await expect(verifyWebhook(body, { ...headers, "X-Service-Timestamp": String(NOW + 1) }, SECRET, at)).rejects.toBeInstanceOf(
      SignatureMismatchError,
    );
  });

  test("a body parsed (an object), re-serialised or with whitespace added is a BodyNotRawError", async () => {
    const { body, headers } = delivery();
    for (const altered of [JSON.parse(body), JSON.stringify(JSON.parse(body), null, 2), `${body}\n`, ` ${body}`]) {
      const error = await verifyWebhook(altered, headers, SECRET, at).catch((caught: unknown) => caught);
      expect(error, String(altered).slice(0, 20)).toBeInstanceOf(BodyNotRawError);
      expect(error).toBeInstanceOf(WebhookVerificationError);
      expect((error as BodyNotRawError).status).toBe(401);
    }
  });

  test("client.webhooks.verify is the same, and the event is a discriminated union of the six types", async () => {
    const client = new VoiceAssistantClient({ apiKey: "vk_live_unused", baseUrl: "http://127.0.0.1:9" });
    const { body, headers } = delivery();
    const event = await client.webhooks.verify(body, headers, SECRET, at);
    expectTypeOf(event).toEqualTypeOf<WebhookEvent>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<
      "call.started" | "call.completed" | "call.failed" | "call.missed" | "transcript.ready" | "usage.threshold"
    >();
    if (event.type === "call.completed") {
      expectTypeOf(event).toEqualTypeOf<CallCompletedEvent>();
      expectTypeOf(event.data.duration).toEqualTypeOf<number>();
      expect(event.data.duration).toBe(61);
    } else {
      throw new Error(`narrowed to ${event.type}`);
    }
  });
});
