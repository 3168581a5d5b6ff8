import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { TEST_EVENT_TYPE } from "@/lib/schemas/webhook";
import { WebhookNotConfiguredError } from "@/lib/webhooks/errors";
import { findDelivery } from "@/lib/webhooks/find-delivery";
import { findWebhookEndpoint } from "@/lib/webhooks/find-webhook-endpoint";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";
import { resendDelivery } from "@/lib/webhooks/resend-delivery";
import { revealSigningSecret } from "@/lib/webhooks/reveal-signing-secret";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { startHttpsReceiver, type HttpsReceiver } from "../../support/https-receiver";

let receiver: HttpsReceiver;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1,localhost";
  process.env.WEBHOOK_CA_FILE = receiver.caFile;
});

afterAll(async () => {
  await receiver.close();
});

beforeEach(() => {
  process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1,localhost";
  process.env.WEBHOOK_CA_FILE = receiver.caFile;
  receiver.requests.length = 0;
  receiver.respond((_request, response) => response.writeHead(200).end("ok"));
});

async function accountWithUrl(path = "/hooks", origin = receiver.origin) {
  const account = await createAccount({ name: "Receiver Co" });
  await setWebhookUrl(account.id, `${origin}${path}`);
  return { account, secret: (await revealSigningSecret(account.id)) as string };
}

describe("sendTestEvent", () => {
  test("POSTs one signed webhook.test event that verifyWebhook accepts, and records it", async () => {
    const { account, secret } = await accountWithUrl("/hooks?source=test", receiver.localhostOrigin);
    const result = await sendTestEvent(account.id);

    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/hooks?source=test");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toMatch(/^VoiceAssistantService-Webhooks\//);
    expect(request.headers["x-service-event-id"]).toBe(result.eventId);
    expect(request.headers["x-service-timestamp"]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(request.headers["x-service-timestamp"]) - Date.now() / 1000)).toBeLessThan(5);

    const event = verifyWebhook(request.body, request.headers, secret);
    expect(event).toMatchObject({ id: result.eventId, type: TEST_EVENT_TYPE, data: { accountId: account.id } });
    expect(new Date(event.timestamp).toISOString()).toBe(event.timestamp);
    expect(() => verifyWebhook(request.body, request.headers, "whsec_wrong")).toThrow();

    const delivery = await findDelivery(account.id, result.deliveryId);
    expect(delivery).toMatchObject({ kind: "test", status: "delivered", attemptCount: 1, lastStatusCode: 200, eventType: TEST_EVENT_TYPE });
    expect(delivery?.payload).toBe(request.body);
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({ attemptNumber: 1, statusCode: 200, error: null, responseExcerpt: "ok" }),
    ]);
    // A test event never enters the outbox queue.
    expect(await db.event.findUniqueOrThrow({ where: { id: result.eventId } })).toMatchObject({ state: "dispatched" });
  });

  test("a rotated secret signs the next request", async () => {
    const { account, secret } = await accountWithUrl();
    const rotated = (await rotateSigningSecret(account.id)) as string;
    await sendTestEvent(account.id);
    const [request] = receiver.requests;
    expect(() => verifyWebhook(request.body, request.headers, secret)).toThrow(/does not match/);
    expect(verifyWebhook(request.body, request.headers, rotated).type).toBe(TEST_EVENT_TYPE);
  });

  test.each([
    [500, "Internal error"],
    [404, "not here"],
    [401, "bad signature"],
  ])("reports a %i answer as failed and records status and excerpt", async (status, text) => {
    const { account } = await accountWithUrl();
    receiver.respond((_request, response) => response.writeHead(status).end(text));
    const result = await sendTestEvent(account.id);
    expect(result).toMatchObject({ ok: false, statusCode: status, error: `HTTP ${status}` });
    const delivery = await findDelivery(account.id, result.deliveryId);
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 1, lastStatusCode: status, nextAttemptAt: null });
    expect(delivery?.attempts[0]).toMatchObject({ statusCode: status, responseExcerpt: text });
    // A failed test says nothing about real deliveries: the endpoint's count is untouched.
    expect(await findWebhookEndpoint(account.id)).toMatchObject({ consecutiveFailures: 0, enabled: true });
  });

  test("a 3xx is a failure and the redirect is not followed", async () => {
    const { account } = await accountWithUrl("/old");
    receiver.respond((request, response) => {
      if (request.url === "/old") response.writeHead(308, { Location: `${receiver.origin}/new` }).end();
      else response.writeHead(200).end("followed");
    });
    const result = await sendTestEvent(account.id);
    expect(result).toMatchObject({ ok: false, statusCode: 308 });
    expect(result.error).toMatch(/redirects are not followed/);
    expect(receiver.requests.map((request) => request.url)).toEqual(["/old"]);
  });

  test("keeps only the first 1 KiB of a response", async () => {
    const { account } = await accountWithUrl();
    receiver.respond((_request, response) => response.writeHead(200).end("x".repeat(5000)));
    const result = await sendTestEvent(account.id);
    const delivery = await findDelivery(account.id, result.deliveryId);
    expect(delivery?.attempts[0].responseExcerpt).toBe("x".repeat(1024));
  });

  test("a receiver that never answers is cut at the timeout", async () => {
    const { account } = await accountWithUrl();
    receiver.respond(() => {
      // Holds the request open: no status line ever.
    });
    const started = Date.now();
    const result = await sendTestEvent(account.id, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/Timed out: no response within 300 ms/);
    expect(result.latencyMs).toBeGreaterThanOrEqual(290);
    expect((await findDelivery(account.id, result.deliveryId))?.attempts[0]).toMatchObject({ statusCode: null, error: result.error });
  });

  test("a certificate that is not trusted fails the attempt (no WEBHOOK_CA_FILE)", async () => {
    const { account } = await accountWithUrl();
    delete process.env.WEBHOOK_CA_FILE;
    const result = await sendTestEvent(account.id);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/self[- ]signed/i);
    expect(receiver.requests).toHaveLength(0);
  });

  test("the address is checked again at connect time", async () => {
    const { account } = await accountWithUrl();
    delete process.env.WEBHOOK_ALLOWED_HOSTS;
    const result = await sendTestEvent(account.id);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toMatch(/^Blocked: 127\.0\.0\.1 is a loopback address/);
    expect(receiver.requests).toHaveLength(0);
  });

  test("without a URL it throws a typed error and records nothing", async () => {
    const account = await createAccount({ name: "No URL" });
    await expect(sendTestEvent(account.id)).rejects.toBeInstanceOf(WebhookNotConfiguredError);
    expect(await db.event.count({ where: { accountId: account.id } })).toBe(0);
    expect(await db.webhookDelivery.count({ where: { accountId: account.id } })).toBe(0);
  });
});

describe("resendDelivery, listDeliveries, findDelivery", () => {
  test("resends the same event id as a new delivery, and lists newest first with a cursor", async () => {
    const { account, secret } = await accountWithUrl();
    receiver.respond((_request, response) => response.writeHead(503).end("down"));
    const first = await sendTestEvent(account.id);
    expect(first.ok).toBe(false);

    receiver.respond((_request, response) => response.writeHead(204).end());
    const resent = await resendDelivery(account.id, first.deliveryId);
    expect(resent).toMatchObject({ ok: true, statusCode: 204, eventId: first.eventId });
    expect(resent?.deliveryId).not.toBe(first.deliveryId);
    expect(receiver.requests.map((request) => request.headers["x-service-event-id"])).toEqual([first.eventId, first.eventId]);
    expect(verifyWebhook(receiver.requests[1].body, receiver.requests[1].headers, secret).id).toBe(first.eventId);
    expect(receiver.requests[1].body).toBe(receiver.requests[0].body);

    expect(await findDelivery(account.id, resent!.deliveryId)).toMatchObject({
      kind: "resend",
      resendOfId: first.deliveryId,
      status: "delivered",
    });
    expect(await findDelivery(account.id, first.deliveryId)).toMatchObject({ status: "failed" });

    const third = await sendTestEvent(account.id);
    const page1 = await listDeliveries(account.id, { limit: 2 });
    expect(page1.data.map((delivery) => delivery.id)).toEqual([third.deliveryId, resent!.deliveryId]);
    expect(page1.nextCursor).toBe(resent!.deliveryId);
    const page2 = await listDeliveries(account.id, { limit: 2, cursor: page1.nextCursor });
    expect(page2.data.map((delivery) => delivery.id)).toEqual([first.deliveryId]);
    expect(page2.nextCursor).toBeNull();
    expect((await listDeliveries(account.id, { status: "failed" })).data.map((delivery) => delivery.id)).toEqual([first.deliveryId]);
    expect(JSON.stringify(page1)).not.toContain(secret);
  });

  test("another account's delivery is invisible and cannot be resent", async () => {
    const { account } = await accountWithUrl();
    const { account: stranger } = await accountWithUrl();
    const sent = await sendTestEvent(account.id);
    receiver.requests.length = 0;
    expect(await findDelivery(stranger.id, sent.deliveryId)).toBeNull();
    expect(await resendDelivery(stranger.id, sent.deliveryId)).toBeNull();
    expect((await listDeliveries(stranger.id)).data).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
    expect(await db.webhookDelivery.count({ where: { accountId: stranger.id } })).toBe(0);
  });
});
