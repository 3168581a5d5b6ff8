// Every change made through the dashboard or the API writes one audit entry in the same
// transaction: the actor, action, target, a summary without secrets, the client address, user
// agent and request id. A refused or failed change writes none.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import type { Operation } from "@/lib/api/operation";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardAssistantOperations } from "@/lib/dashboard/operations/assistant-operations";
import { dashboardCallOperations } from "@/lib/dashboard/operations/call-operations";
import { dashboardSessionOperations } from "@/lib/dashboard/operations/session-operations";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import type { AuditAction } from "@/lib/schemas/audit-actions";
import { signInWithPassword } from "@/lib/identity/sign-in/sign-in-with-password";
import { signOutSession } from "@/lib/identity/sessions/sign-out-session";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { dispatchEvents } from "@/lib/events/dispatch-events";
import { recordEvent } from "@/lib/events/record-event";
import { createUser } from "@/lib/users/create-user";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { callApi, createTestAccount, randomIp, validAssistant, type OperationCall } from "../../support/api-client";
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
  const call = <const O extends Operation>(operation: O, input?: OperationCall<O>) =>
    callApi(operation, Object.assign({}, input, { ...session, ip, headers: { ...session.headers, "user-agent": USER_AGENT } }));
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
      const response = await owner.call(dashboardApiKeyOperations.create, {
        body: { name: "Production", permissions: ["assistants:read"] },
      });
      keyId = response.data!.apiKey.id;
      secrets.push(response.data!.secret);
      return response;
    });
    expect(created).toMatchObject({ targetType: "api_key", targetId: keyId });
    expect(created.summary).toMatchObject({ after: { name: "Production", permissions: ["assistants:read"] } });
    await expectOneEntry(owner, "api_key.revoked", () => owner.call(dashboardApiKeyOperations.revoke, { params: { id: keyId } }));

    // Webhook endpoint
    const url = `${receiver.origin}/hooks/${owner.account.id}?token=receiver-token-123`;
    secrets.push("receiver-token-123");
    const set = await expectOneEntry(owner, "webhook.url_set", () => owner.call(dashboardWebhookOperations.setUrl, { body: { url } }));
    expect(set.summary).toMatchObject({ before: null, after: { url: `${receiver.origin}/hooks/${owner.account.id}?token=…` } });
    const types = await expectOneEntry(owner, "webhook.event_types_set", () =>
      owner.call(dashboardWebhookOperations.setEventTypes, { body: { eventTypes: ["call.failed"] } }),
    );
    expect(types.summary).toMatchObject({ after: { eventTypes: ["call.failed"] } });
    await expectOneEntry(owner, "webhook.secret_revealed", async () => {
      const response = await owner.call(dashboardWebhookOperations.revealSecret);
      secrets.push(response.data!.secret);
      return response;
    });
    await expectOneEntry(owner, "webhook.secret_rotated", async () => {
      const response = await owner.call(dashboardWebhookOperations.rotateSecret);
      secrets.push(response.data!.secret);
      return response;
    });
    await db.webhookEndpoint.update({ where: { accountId: owner.account.id }, data: { enabled: false, disabledReason: "failing" } });
    const enabled = await expectOneEntry(owner, "webhook.enabled", () => owner.call(dashboardWebhookOperations.enable));
    expect(enabled.summary).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
    let deliveryId = "";
    await expectOneEntry(owner, "webhook.test_sent", async () => {
      const response = await owner.call(dashboardWebhookOperations.sendTest);
      deliveryId = response.data!.deliveryId;
      return response;
    });
    const resent = await expectOneEntry(owner, "webhook.delivery_resent", () =>
      owner.call(dashboardWebhookOperations.resendDelivery, { params: { id: deliveryId } }),
    );
    expect(resent).toMatchObject({ targetType: "webhook_delivery", targetId: deliveryId });

    // Assistants
    let assistantId = "";
    await expectOneEntry(owner, "assistant.created", async () => {
      const response = await owner.call(dashboardAssistantOperations.create, { body: validAssistant });
      assistantId = response.data!.id;
      return response;
    });
    const updated = await expectOneEntry(owner, "assistant.updated", () =>
      owner.call(dashboardAssistantOperations.update, { params: { id: assistantId }, body: { name: "Night line" } }),
    );
    expect(updated).toMatchObject({ targetId: assistantId, targetLabel: "Night line" });
    expect(updated.summary).toEqual({ before: { name: validAssistant.name }, after: { name: "Night line" } });
    const test = await expectOneEntry(owner, "call.test_started", () =>
      owner.call(dashboardCallOperations.test, { body: { assistantId, outcome: "missed" } }),
    );
    expect(test).toMatchObject({ targetType: "call" });
    const deleted = await expectOneEntry(owner, "assistant.deleted", () =>
      owner.call(dashboardAssistantOperations.delete, { params: { id: assistantId } }),
    );
    expect(deleted.summary).toMatchObject({ before: { name: "Night line" }, after: null });

    await expectOneEntry(owner, "webhook.removed", () => owner.call(dashboardWebhookOperations.remove));

    // Plan, password, sessions
    const plan = await expectOneEntry(owner, "account.plan_changed", () =>
      owner.call(dashboardAccountOperations.changePlan, { body: { tier: "professional" } }),
    );
    expect(plan.summary).toMatchObject({ after: { tier: "PROFESSIONAL" } });
    const newPassword = "amber-quartz-meadow-73";
    secrets.push(newPassword);
    await expectOneEntry(owner, "user.password_changed", () =>
      owner.call(dashboardSessionOperations.changePassword, { body: { currentPassword: PASSWORD, newPassword } }),
    );
    await expectOneEntry(owner, "user.sessions_ended", () => owner.call(dashboardSessionOperations.signOutEverywhere));

    // No entry holds any secret made in this test, anywhere in any column.
    const all = JSON.stringify(await entriesOf(owner.account.id));
    for (const secret of secrets) expect(all).not.toContain(secret);
    const hashes = await db.apiKey.findMany({ where: { accountId: owner.account.id }, select: { hash: true } });
    for (const { hash } of hashes) expect(all).not.toContain(hash);
  });

  test("delivering a waiting event now is recorded with the event as its target", async () => {
    const owner = await member("admin");
    await owner.call(dashboardWebhookOperations.setUrl, { body: { url: `${receiver.origin}/hooks/${owner.account.id}` } });
    const event = await db.$transaction((tx) =>
      recordEvent(tx, owner.account.id, "usage.threshold", { threshold: 90, minutesUsed: 900, minutesIncluded: 1000, tier: "starter" }),
    );
    const entry = await expectOneEntry(owner, "webhook.pending_event_delivered", () =>
      owner.call(dashboardWebhookOperations.deliverPendingEvent, { params: { id: event.id } }),
    );
    expect(entry).toMatchObject({ targetType: "event", targetId: event.id, targetLabel: "usage.threshold" });
  });

  test("a refused or failed change writes nothing", async () => {
    const owner = await member("owner");
    const stranger = await createTestAccount();
    const failures = [
      // No webhook URL yet: 404s.
      await owner.call(dashboardWebhookOperations.setEventTypes, { body: { eventTypes: ["call.failed"] } }),
      await owner.call(dashboardWebhookOperations.revealSecret),
      await owner.call(dashboardWebhookOperations.rotateSecret),
      await owner.call(dashboardWebhookOperations.enable),
      // Bad input and another account's ids.
      await owner.call(dashboardAssistantOperations.create, { body: { ...validAssistant, name: "" } }),
      await owner.call(dashboardWebhookOperations.setUrl, { body: { url: "http://not-https.example" } }),
      await owner.call(dashboardApiKeyOperations.revoke, { params: { id: stranger.keyId } }),
      await owner.call(dashboardAccountOperations.changePlan, { body: { tier: "platinum" } }),
      await owner.call(dashboardSessionOperations.changePassword, {
        body: { currentPassword: "not-my-password", newPassword: "amber-quartz-meadow-73" },
      }),
    ];
    for (const response of failures) expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(await entriesOf(owner.account.id)).toEqual([]);
    expect(await entriesOf(stranger.accountId)).toEqual([]);
  });

  test("a developer cannot put audit:read on a key: 403 naming the role, nothing written", async () => {
    const developer = await member("developer");
    const refused = await developer.call(dashboardApiKeyOperations.create, {
      body: { name: "Auditor", permissions: ["assistants:read", "audit:read"] },
    });
    expect(refused.status).toBe(403);
    expect(refused.error!.code).toBe("FORBIDDEN");
    expect(refused.error!.message).toMatch(/audit:read.*admin role/);
    expect(await db.apiKey.count({ where: { accountId: developer.account.id } })).toBe(0);
    expect(await entriesOf(developer.account.id)).toEqual([]);
    // The same member may make a key with what a developer may use.
    const allowed = await developer.call(dashboardApiKeyOperations.create, { body: { name: "CI", permissions: ["assistants:read"] } });
    expect(allowed.status).toBe(201);
    // An admin may grant it.
    const admin = await member("admin");
    expect((await admin.call(dashboardApiKeyOperations.create, { body: { name: "Auditor", permissions: ["audit:read"] } })).status).toBe(
      201,
    );
  });
});

describe("recording through the public API", () => {
  test("assistant changes name the API key as the actor", async () => {
    const account = await createTestAccount();
    const key = await db.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const created = await callApi(assistantOperations.create, {
      key: account.key,
      body: validAssistant,
      headers: { "user-agent": USER_AGENT },
    });
    expect(created.status).toBe(201);
    await callApi(assistantOperations.update, { key: account.key, params: { id: created.data!.id }, body: { status: "inactive" } });
    await callApi(assistantOperations.delete, { key: account.key, params: { id: created.data!.id } });
    const entries = await entriesOf(account.accountId);
    expect(entries.map((entry) => entry.action)).toEqual(["assistant.created", "assistant.updated", "assistant.deleted"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorType: "api_key",
        actorId: key.id,
        actorLabel: `${key.name} (${key.prefix}…)`,
        targetId: created.data!.id,
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
    const call = <const O extends Operation>(operation: O, input?: OperationCall<O>) =>
      callApi(operation, Object.assign({}, input, { key: account.key, headers: { "user-agent": USER_AGENT } }));

    // A delivery that fails: the receiver answers 500.
    receiver.respond((_request, response) => response.writeHead(500).end("down"));
    const since = new Date(Date.now() - 1_000).toISOString();
    const event = await db.$transaction((tx) => recordEvent(tx, account.accountId, "call.missed", MISSED_CALL_DATA));
    await dispatchEvents([event]);
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));

    const redelivered = await call(eventOperations.redeliver, { params: { id: event.id } });
    expect(redelivered.status, redelivered.text).toBe(202);
    await settleBackgroundWork();
    // Delivered now, so this one finds nothing to queue: no entry.
    expect((await call(eventOperations.recover, { body: { since } })).data!.queued).toBe(0);
    // Refused: another account's event.
    expect((await callApi(eventOperations.redeliver, { key: stranger.key, params: { id: event.id } })).status).toBe(404);

    // Failed again since `since`: recover queues it.
    receiver.respond((_request, response) => response.writeHead(500).end("down"));
    const failing = await db.$transaction((tx) => recordEvent(tx, account.accountId, "call.missed", MISSED_CALL_DATA));
    await dispatchEvents([failing]);
    await settleBackgroundWork();
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
    const recovered = await call(eventOperations.recover, { body: { since } });
    expect(recovered.data!.queued).toBe(1);
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
    expect(entries[0].summary).toEqual({ deliveryId: redelivered.data!.deliveryId });
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
