import { expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { EVENT_TYPES, eventDataSchemas } from "@/lib/schemas/event";
import { describeEventTypes, exampleBody } from "@/lib/webhooks/describe-event-types";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { signPayload } from "@/lib/webhooks/sign-payload";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { WEBHOOK_HEADERS } from "@/lib/webhooks/webhook-headers";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();
const catalog = describeEventTypes();

test("lists the six event types in the producers' order, each described", () => {
  expect(catalog.map((event) => event.type)).toEqual(EVENT_TYPES);
  expect(EVENT_TYPES).toHaveLength(6);
  for (const event of catalog) expect(event.description.length).toBeGreaterThan(10);
});

test.each(catalog.map((event) => [event.type, event] as const))("%s: every data field, typed and described", (type, event) => {
  const topLevel = event.fields.map((field) => field.name).filter((name) => !name.includes("."));
  expect(topLevel).toEqual(Object.keys(eventDataSchemas[type].shape));
  for (const field of event.fields.filter((field) => !field.name.includes("."))) {
    expect(field.type, field.name).not.toBe("any");
    expect(field.description, field.name).toBeTruthy();
  }
});

test("nested fields and literal types are spelled out", () => {
  const byName = (type: string) => new Map(catalog.find((event) => event.type === type)!.fields.map((field) => [field.name, field.type]));
  expect(byName("call.failed").get("error.code")).toBe("string");
  expect(byName("call.failed").get("failedAt")).toBe("string (ISO 8601, UTC)");
  expect(byName("call.started").get("direction")).toBe('"inbound"');
  expect(byName("usage.threshold").get("threshold")).toBe("80 | 90 | 100");
  expect(byName("transcript.ready").get("messageCount")).toBe("integer");
});

test.each(catalog.map((event) => [event.type, event] as const))(
  "%s: the example envelope is valid and verifies when signed",
  (type, event) => {
    expect(Object.keys(event.example)).toEqual(["id", "type", "data", "timestamp"]);
    expect(event.example.type).toBe(type);
    expect(eventDataSchemas[type].safeParse(event.example.data).success).toBe(true);
    expect(event.example.id).toMatch(/^evt_[0-9a-z]{26}$/);
    expect(new Date(event.example.timestamp).toISOString()).toBe(event.example.timestamp);
    const body = exampleBody(event);
    const timestamp = Math.floor(Date.parse(event.example.timestamp) / 1000);
    const secret = "whsec_example";
    const headers = { "x-service-timestamp": String(timestamp), "x-service-signature": signPayload(secret, timestamp, body) };
    expect(verifyWebhook(body, headers, secret, { now: timestamp * 1000 })).toEqual(event.example);
  },
);

test("the documented headers are exactly the ones a real delivery sends", async () => {
  const account = await createAccount({ name: "Header Co" });
  await setWebhookUrl(account.id, `${receiver.origin}/hooks`);
  const result = await sendTestEvent(account.id);
  expect(result.ok).toBe(true);
  const [request] = receiver.requests;
  // Transport headers Node adds by itself are not part of the contract.
  const sent = Object.keys(request.headers).filter((name) => !["host", "connection", "content-length"].includes(name));
  expect(sent.sort()).toEqual(
    Object.keys(WEBHOOK_HEADERS)
      .map((name) => name.toLowerCase())
      .sort(),
  );
  expect(request.headers["user-agent"]).toBe(WEBHOOK_HEADERS["User-Agent"].example);
  expect(verifyWebhook(request.body, request.headers, (await revealSigningSecret(account.id)) as string).id).toBe(result.eventId);
});
