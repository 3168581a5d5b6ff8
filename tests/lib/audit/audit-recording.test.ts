// Every change made through the dashboard or the API writes one audit entry in the same
// transaction: the actor, action, target, a summary without secrets, the client address, user
// agent and request id. A refused or failed change writes none.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import type { AuditAction } from "@/lib/schemas/audit-actions";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { signOutSession } from "@/lib/auth/sign-out-session";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { dispatchEvents } from "@/lib/events/dispatch-events";
import { recordEvent } from "@/lib/events/record-event";
import { createUser } from "@/lib/users/create-user";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { callApi, createTestAccount, randomIp, validAssistant, type Method } from "../../support/api-client";
import { MISSED_CALL_DATA } from "../../support/record-test-event";
import { dashboardSession, mintSessionCookie } from "../../support/session-cookie";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();
const USER_AGENT = "AuditTest/1.0 (vitest)";
const PASSWORD = "violet-harbour-lantern";

/** The account's entries made by members and keys (not the fixtures' own, made as the system). */
async function entriesOf(accountId: string) {
  return db.auditLogEntry.findMany({ where: { accountId, actorType: { not: "system" } }, orderBy: { id: "asc" } });
}

/** A signed-in member (owner unless said) whose requests carry a known user agent and address. */
async function member(role: "owner" | "admin" | "developer" | "viewer" = "owner") {
  const account = await createAccount({ name: `Audit ${role}` });
  const user = await createUser(account.id, { email: `${role}-${Date.now()}-${Math.random()}@audit.test`, password: PASSWORD });
  await db.user.update({ where: { id: user.id }, data: { role } });
  const session = await dashboardSession({ accountId: account.id, userId: user.id });
  const ip = randomIp();
  const call = <T = unknown>(method: Method, path: string, json?: unknown) =>
    callApi<T>(method, path, { ...session, ip, json, headers: { ...session.headers, "user-agent": USER_AGENT } });
  return { account, user, call, ip };
}

/** Calls once and expects exactly one new entry of `action`, made by this request. */
async function expectOneEntry(
  who: Awaited<ReturnType<typeof member>>,
  action: AuditAction,
  request: () => Promise<{ status: number; headers: Headers; text: string }>,
) {
  const before = (await entriesOf(who.account.id)).length;
  const response = await request();
  expect(response.status, response.text).toBeLessThan(300);
  const after = await entriesOf(who.account.id);
  expect(after.map((entry) => entry.action).slice(before)).toEqual([action]);
  const entry = after[after.length - 1];
  expect(entry).toMatchObject({
    actorType: "user",
    actorId: who.user.id,
    actorLabel: who.user.email,
    userAgent: USER_AGENT,
    requestId: response.headers.get("x-request-id"),
  });
  expect(entry.ipAddress).toBeTruthy();
  return entry;
}

describe("recording through the dashboard", () => {
  test("keys, webhook settings and sends, assistants, test calls, plan, password, sessions: one entry each, no secrets", async () => {
    const owner = await member("owner");
    const secrets: string[] = [PASSWORD];

    // API keys
    let keyId = "";
    const created = await expectOneEntry(owner, "api_key.created", async () => {
      const response = await owner.call<{ apiKey: { id: string }; secret: string }>("POST", "/api/dashboard/api-keys", {
        name: "Production",
        permissions: ["assistants:read"],
      });
      keyId = response.body.apiKey.id;
      secrets.push(response.body.secret);
      return response;
    });
    expect(created).toMatchObject({ targetType: "api_key", targetId: keyId });
    expect(created.summary).toMatchObject({ after: { name: "Production", permissions: ["assistants:read"] } });
    await expectOneEntry(owner, "api_key.revoked", () => owner.call("DELETE", `/api/dashboard/api-keys/${keyId}`));

    // Webhook endpoint
    const url = `${receiver.origin}/hooks/${owner.account.id}?token=receiver-token-123`;
    secrets.push("receiver-token-123");
    const set = await expectOneEntry(owner, "webhook.url_set", () => owner.call("PUT", "/api/dashboard/webhook", { url }));
    expect(set.summary).toMatchObject({ before: null, after: { url: `${receiver.origin}/hooks/${owner.account.id}?token=…` } });
    const types = await expectOneEntry(owner, "webhook.event_types_set", () =>
      owner.call("PUT", "/api/dashboard/webhook/event-types", { eventTypes: ["call.failed"] }),
    );
    expect(types.summary).toMatchObject({ after: { eventTypes: ["call.failed"] } });
    await expectOneEntry(owner, "webhook.secret_revealed", async () => {
      const response = await owner.call<{ secret: string }>("POST", "/api/dashboard/webhook/secret/reveal");
      secrets.push(response.body.secret);
      return response;
    });
    await expectOneEntry(owner, "webhook.secret_rotated", async () => {
      const response = await owner.call<{ secret: string }>("POST", "/api/dashboard/webhook/secret/rotate");
      secrets.push(response.body.secret);
      return response;
    });
    await db.webhookEndpoint.update({ where: { accountId: owner.account.id }, data: { enabled: false, disabledReason: "failing" } });
    const enabled = await expectOneEntry(owner, "webhook.enabled", () => owner.call("POST", "/api/dashboard/webhook/enable"));
    expect(enabled.summary).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
    let deliveryId = "";
    await expectOneEntry(owner, "webhook.test_sent", async () => {
      const response = await owner.call<{ deliveryId: string }>("POST", "/api/dashboard/webhook/test");
      deliveryId = response.body.deliveryId;
      return response;
    });
    const resent = await expectOneEntry(owner, "webhook.delivery_resent", () =>
      owner.call("POST", `/api/dashboard/webhook/deliveries/${deliveryId}/resend`),
    );
    expect(resent).toMatchObject({ targetType: "webhook_delivery", targetId: deliveryId });

    // Assistants
    let assistantId = "";
    await expectOneEntry(owner, "assistant.created", async () => {
      const response = await owner.call<{ id: string }>("POST", "/api/dashboard/assistants", validAssistant);
      assistantId = response.body.id;
      return response;
    });
    const updated = await expectOneEntry(owner, "assistant.updated", () =>
      owner.call("PUT", `/api/dashboard/assistants/${assistantId}`, { name: "Night line" }),
    );
    expect(updated).toMatchObject({ targetId: assistantId, targetLabel: "Night line" });
    expect(updated.summary).toEqual({ before: { name: validAssistant.name }, after: { name: "Night line" } });
    const test = await expectOneEntry(owner, "call.test_started", () =>
      owner.call("POST", "/api/dashboard/calls/test", { assistantId, outcome: "missed" }),
    );
    expect(test).toMatchObject({ targetType: "call" });
    const deleted = await expectOneEntry(owner, "assistant.deleted", () =>
      owner.call("DELETE", `/api/dashboard/assistants/${assistantId}`),
    );
    expect(deleted.summary).toMatchObject({ before: { name: "Night line" }, after: null });

    await expectOneEntry(owner, "webhook.removed", () => owner.call("DELETE", "/api/dashboard/webhook"));

    // Plan, password, sessions
    const plan = await expectOneEntry(owner, "account.plan_changed", () =>
      owner.call("PUT", "/api/dashboard/plan", { tier: "professional" }),
    );
    expect(plan.summary).toMatchObject({ after: { tier: "PROFESSIONAL" } });
    const newPassword = "amber-quartz-meadow-73";
    secrets.push(newPassword);
    await expectOneEntry(owner, "user.password_changed", () =>
      owner.call("POST", "/api/dashboard/password", { currentPassword: PASSWORD, newPassword }),
    );
    await expectOneEntry(owner, "user.sessions_ended", () => owner.call("DELETE", "/api/dashboard/sessions"));

    // No entry holds any secret made in this test, anywhere in any column.
    const all = JSON.stringify(await entriesOf(owner.account.id));
    for (const secret of secrets) expect(all).not.toContain(secret);
    const hashes = await db.apiKey.findMany({ where: { accountId: owner.account.id }, select: { hash: true } });
    for (const { hash } of hashes) expect(all).not.toContain(hash);
  });

  test("delivering a waiting event now is recorded with the event as its target", async () => {
    const owner = await member("admin");
    await owner.call("PUT", "/api/dashboard/webhook", { url: `${receiver.origin}/hooks/${owner.account.id}` });
    const event = await db.$transaction((tx) =>
      recordEvent(tx, owner.account.id, "usage.threshold", { threshold: 90, minutesUsed: 900, minutesIncluded: 1000, tier: "starter" }),
    );
    const entry = await expectOneEntry(owner, "webhook.pending_event_delivered", () =>
      owner.call("POST", `/api/dashboard/webhook/pending-events/${event.id}/deliver`),
    );
    expect(entry).toMatchObject({ targetType: "event", targetId: event.id, targetLabel: "usage.threshold" });
  });

  test("a refused or failed change writes nothing", async () => {
    const owner = await member("owner");
    const stranger = await createTestAccount();
    const failures = [
      // No webhook URL yet: 404s.
      await owner.call("PUT", "/api/dashboard/webhook/event-types", { eventTypes: ["call.failed"] }),
      await owner.call("POST", "/api/dashboard/webhook/secret/reveal"),
      await owner.call("POST", "/api/dashboard/webhook/secret/rotate"),
      await owner.call("POST", "/api/dashboard/webhook/enable"),
      // Bad input and another account's ids.
      await owner.call("POST", "/api/dashboard/assistants", { ...validAssistant, name: "" }),
      await owner.call("PUT", "/api/dashboard/webhook", { url: "http://not-https.example" }),
      await owner.call("DELETE", `/api/dashboard/api-keys/${stranger.keyId}`),
      await owner.call("PUT", "/api/dashboard/plan", { tier: "platinum" }),
      await owner.call("POST", "/api/dashboard/password", { currentPassword: "not-my-password", newPassword: "amber-quartz-meadow-73" }),
    ];
    for (const response of failures) expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(await entriesOf(owner.account.id)).toEqual([]);
    expect(await entriesOf(stranger.accountId)).toEqual([]);
  });

  test("a developer cannot put audit:read on a key: 403 naming the role, nothing written", async () => {
    const developer = await member("developer");
    const refused = await developer.call<{ error: { code: string; message: string } }>("POST", "/api/dashboard/api-keys", {
      name: "Auditor",
      permissions: ["assistants:read", "audit:read"],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
    expect(refused.body.error.message).toMatch(/audit:read.*admin role/);
    expect(await db.apiKey.count({ where: { accountId: developer.account.id } })).toBe(0);
    expect(await entriesOf(developer.account.id)).toEqual([]);
    // The same member may make a key with what a developer may use.
    const allowed = await developer.call("POST", "/api/dashboard/api-keys", { name: "CI", permissions: ["assistants:read"] });
    expect(allowed.status).toBe(201);
    // An admin may grant it.
    const admin = await member("admin");
    expect((await admin.call("POST", "/api/dashboard/api-keys", { name: "Auditor", permissions: ["audit:read"] })).status).toBe(201);
  });
});

describe("recording through the public API", () => {
  test("assistant changes name the API key as the actor", async () => {
    const account = await createTestAccount();
    const key = await db.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const created = await callApi<{ id: string }>("POST", "/api/v1/assistants", {
      key: account.key,
      json: validAssistant,
      headers: { "user-agent": USER_AGENT },
    });
    expect(created.status).toBe(201);
    await callApi("PUT", `/api/v1/assistants/${created.body.id}`, { key: account.key, json: { status: "inactive" } });
    await callApi("DELETE", `/api/v1/assistants/${created.body.id}`, { key: account.key });
    const entries = await entriesOf(account.accountId);
    expect(entries.map((entry) => entry.action)).toEqual(["assistant.created", "assistant.updated", "assistant.deleted"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorType: "api_key",
        actorId: key.id,
        actorLabel: `${key.name} (${key.prefix}…)`,
        targetId: created.body.id,
      });
    }
    expect(entries[0]).toMatchObject({ userAgent: USER_AGENT, requestId: created.headers.get("x-request-id") });
    expect(entries[1].summary).toEqual({ before: { status: "active" }, after: { status: "inactive" } });
    expect(JSON.stringify(entries)).not.toContain(account.key);
  });

  test("redelivering an event and recovering failed ones name the key; a refused or empty call writes nothing", async () => {
    const account = await createTestAccount();
    const stranger = await createTestAccount();
    const key = await db.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    await setWebhookUrl(account.accountId, `${receiver.origin}/hooks/${account.accountId}`);
    const call = <T = unknown>(method: Method, path: string, json?: unknown) =>
      callApi<T>(method, path, { key: account.key, json, headers: { "user-agent": USER_AGENT } });

    // A delivery that fails: the receiver answers 500.
    receiver.respond((_request, response) => response.writeHead(500).end("down"));
    const since = new Date(Date.now() - 1_000).toISOString();
    const event = await db.$transaction((tx) => recordEvent(tx, account.accountId, "call.missed", MISSED_CALL_DATA));
    await dispatchEvents([event]);
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));

    const redelivered = await call<{ deliveryId: string }>("POST", `/api/v1/events/${event.id}/redeliver`);
    expect(redelivered.status, redelivered.text).toBe(202);
    await settleBackgroundWork();
    // Delivered now, so this one finds nothing to queue: no entry.
    expect((await call<{ queued: number }>("POST", "/api/v1/webhook/recover", { since })).body.queued).toBe(0);
    // Refused: another account's event.
    expect((await callApi("POST", `/api/v1/events/${event.id}/redeliver`, { key: stranger.key })).status).toBe(404);

    // Failed again since `since`: recover queues it.
    receiver.respond((_request, response) => response.writeHead(500).end("down"));
    const failing = await db.$transaction((tx) => recordEvent(tx, account.accountId, "call.missed", MISSED_CALL_DATA));
    await dispatchEvents([failing]);
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
    const recovered = await call<{ queued: number }>("POST", "/api/v1/webhook/recover", { since });
    expect(recovered.body.queued).toBe(1);
    await settleBackgroundWork();

    const entries = await entriesOf(account.accountId);
    expect(entries.map((entry) => entry.action)).toEqual(["webhook.event_redelivered", "webhook.failed_events_recovered"]);
    for (const entry of entries) expect(entry).toMatchObject({ actorType: "api_key", actorId: key.id, userAgent: USER_AGENT });
    expect(entries[0]).toMatchObject({
      targetType: "event",
      targetId: event.id,
      targetLabel: "call.missed",
      requestId: redelivered.headers.get("x-request-id"),
    });
    expect(entries[0].summary).toEqual({ deliveryId: redelivered.body.deliveryId });
    expect(entries[1]).toMatchObject({ targetType: null, requestId: recovered.headers.get("x-request-id") });
    expect(entries[1].summary).toEqual({ since: new Date(since).toISOString(), queued: 1 });
    expect(await entriesOf(stranger.accountId)).toEqual([]);
  });
});

describe("sign-ins and sign-outs", () => {
  test("a success sets lastSignedInAt and records the user; a wrong password is recorded as refused; an unknown e-mail nowhere", async () => {
    const account = await createAccount({ name: "Sign-in Co" });
    const user = await createUser(account.id, { email: `signin-${Date.now()}@audit.test`, password: PASSWORD });
    const origin = { ipAddress: "203.0.113.9", userAgent: USER_AGENT, requestId: null };
    const wrong = "not-the-password-at-all";
    expect(await signInWithPassword(user.email, wrong, "203.0.113.9", origin)).toBeNull();
    expect(await signInWithPassword(`nobody-${Date.now()}@audit.test`, wrong, "203.0.113.9", origin)).toBeNull();
    expect(await signInWithPassword(user.email, PASSWORD, "203.0.113.9", origin)).toMatchObject({ id: user.id });

    const entries = await entriesOf(account.id);
    expect(entries.map((entry) => entry.action)).toEqual(["user.sign_in_refused", "user.signed_in"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorType: "user",
        actorId: user.id,
        targetId: user.id,
        ipAddress: "203.0.113.9",
        userAgent: USER_AGENT,
      });
    }
    expect(entries[0].summary).toEqual({ reason: "wrong_password" });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.lastSignedInAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(wrong);
  });

  test("signing out ends the session and records it once", async () => {
    const account = await createAccount({ name: "Sign-out Co" });
    const user = await createUser(account.id, { email: `signout-${Date.now()}@audit.test`, password: PASSWORD });
    const { sessionId } = await mintSessionCookie(user.id);
    const session = { sessionId, userId: user.id, accountId: account.id, email: user.email };
    await signOutSession(session, { ipAddress: null, userAgent: USER_AGENT, requestId: null });
    await signOutSession(session, { ipAddress: null, userAgent: USER_AGENT, requestId: null });
    expect(await db.userSession.count({ where: { id: sessionId } })).toBe(0);
    const entries = await entriesOf(account.id);
    expect(entries.map((entry) => entry.action)).toEqual(["user.signed_out"]);
    expect(entries[0]).toMatchObject({ actorId: user.id, actorLabel: user.email, userAgent: USER_AGENT });
  });
});
