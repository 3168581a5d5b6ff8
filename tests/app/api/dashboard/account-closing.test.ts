// Closing, reopening and exporting an account through the dashboard's operations and the real
// pipeline (decisions 0192, 0193): the keys stop at once, every member is signed out and
// e-mailed, webhooks stop, sign-in says the account is closed, and every refusal (a wrong name,
// a member who is not an owner, an unconfirmed session, closing twice) is a clear 4xx that
// changes nothing. Another account is never touched.
import { describe, expect, test } from "vitest";
import { ACCOUNT_CLOSED_MESSAGE, ACCOUNT_CLOSED_SIGN_IN_MESSAGE, ACCOUNT_NAME_MISMATCH_MESSAGE } from "@/lib/access/account-closing-policy";
import { CONFIRMATION_WINDOW_MS } from "@/lib/access/confirmation-policy";
import type { Role } from "@/lib/access/roles";
import { exportAccountRecords } from "@/lib/accounts/export-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { signInWithPassword } from "@/lib/identity/sign-in/sign-in-with-password";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { dashboardAssistantOperations } from "@/lib/dashboard/operations/assistant-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { attemptDelivery } from "@/lib/webhooks/attempt-delivery";
import { createDeliveryForEvent } from "@/lib/webhooks/create-delivery-for-event";
import { accountSnapshot } from "../../../support/account-snapshot";
import { callApi, createTestAccount } from "../../../support/api-client";
import { recordTestEvent } from "../../../support/record-test-event";
import { seedAccountData } from "../../../support/seed-account-data";
import { dashboardSession } from "../../../support/session-cookie";

const PASSWORD = "walnut-prism-harbor-7";
const DAY = 86_400_000;
let passwordHash: Promise<string> | undefined;

async function member(accountId: string, role: Role) {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await db.user.create({
    data: {
      id: newId("user"),
      accountId,
      email: `${role}-${newId("user").toLowerCase()}@closing.test`,
      role,
      passwordHash: await passwordHash,
    },
  });
  return { ...user, session: await dashboardSession({ accountId, userId: user.id }) };
}

/** An account as a customer has it: a key, a webhook URL, an owner and an admin, a pending delivery. */
async function customer(name = `Closing ${newId("acct").slice(-8)}`) {
  const { accountId, key } = await createTestAccount({ name });
  await db.webhookEndpoint.create({
    data: { id: newId("we"), accountId, url: "https://hooks.closing.test/in", signingSecret: "whsec_closing" },
  });
  const owner = await member(accountId, "owner");
  const admin = await member(accountId, "admin");
  const eventId = await recordTestEvent(accountId);
  const delivery = await db.webhookDelivery.create({
    data: { id: newId("dlv"), accountId, eventId, kind: "test", url: "https://hooks.closing.test/in", status: "pending" },
  });
  return { accountId, name, key, owner, admin, deliveryId: delivery.id };
}

const listAssistants = (key: string) => callApi("GET", "/api/v1/assistants", { key });
const close = (session: Awaited<ReturnType<typeof member>>["session"], confirmName: string) =>
  callApi(operations.close, { ...session, body: { confirmName } });

describe("closing an account", () => {
  test("refusals change nothing: a wrong name (400), a member who is not an owner (403), an unconfirmed session (403)", async () => {
    const account = await customer();
    const before = await accountSnapshot(account.accountId);

    const wrongName = await close(account.owner.session, account.name.toUpperCase());
    expect(wrongName.status, wrongName.text).toBe(400);
    expect(wrongName.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "confirmName", message: ACCOUNT_NAME_MISMATCH_MESSAGE }],
    });

    const admin = await close(account.admin.session, account.name);
    expect(admin.status, admin.text).toBe(403);
    expect(admin.error?.code).toBe("FORBIDDEN");

    await db.userSession.updateMany({
      where: { userId: account.owner.id },
      data: { confirmedAt: new Date(Date.now() - CONFIRMATION_WINDOW_MS - 1_000) },
    });
    const unconfirmed = await close(account.owner.session, account.name);
    expect(unconfirmed.status, unconfirmed.text).toBe(403);
    expect(unconfirmed.error?.code).toBe("CONFIRMATION_REQUIRED");

    const malformed = await callApi("POST", operations.close.path, { ...account.owner.session, json: { confirmName: 42 } });
    expect(malformed.status).toBe(400);

    // The member sessions' confirmation times aside, nothing moved; the keys still work.
    const after = await accountSnapshot(account.accountId);
    const withoutSessions = (snapshot: Record<string, unknown[]>) => ({ ...snapshot, UserSession: [] });
    expect(withoutSessions(after)).toEqual(withoutSessions(before));
    expect((await listAssistants(account.key)).status).toBe(200);
  });

  test("an owner closes: keys 401 at once, every member signed out and e-mailed, webhooks stop, audited; another account untouched", async () => {
    const account = await customer();
    const other = await customer();
    // The key is in this process's cache before the close.
    expect((await listAssistants(account.key)).status).toBe(200);

    const closed = await close(account.owner.session, account.name);
    expect(closed.status, closed.text).toBe(200);
    const closedAt = new Date(closed.data!.closedAt!);
    expect(Math.abs(closedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(new Date(closed.data!.eraseAfter!).getTime() - closedAt.getTime()).toBe(30 * DAY);

    const refused = await listAssistants(account.key);
    expect(refused.status, refused.text).toBe(401);
    // A key made while it is closed (the admin CLI can) does not work either.
    const { secret } = await createApiKey(account.accountId, { name: "made after", permissions: ["assistants:read"] });
    expect((await listAssistants(secret)).status).toBe(401);
    for (const who of [account.owner, account.admin]) {
      const read = await callApi(dashboardAssistantOperations.list, who.session);
      expect(read.status, `${who.email}: ${read.text}`).toBe(401);
    }
    expect(await db.userSession.count({ where: { user: { accountId: account.accountId } } })).toBe(0);

    for (const who of [account.owner, account.admin]) {
      const mail = await db.devMailMessage.findFirstOrThrow({ where: { to: who.email }, orderBy: { id: "desc" } });
      expect(mail.subject).toBe(`The account ${account.name} was closed`);
      expect(mail.text).toContain(account.owner.email);
    }
    expect(await db.auditLogEntry.findFirstOrThrow({ where: { accountId: account.accountId, action: "account.closed" } })).toMatchObject({
      actorId: account.owner.id,
      targetId: account.accountId,
      summary: expect.objectContaining({ keysRevoked: 1, deliveriesCanceled: 1, sessionsEnded: 2 }),
    });

    // Webhooks: the pending delivery was failed, a new event gets none, and one queued since is not sent.
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: account.deliveryId } })).toMatchObject({
      status: "failed",
      lastError: "The account was closed.",
      attemptCount: 0,
    });
    expect(await createDeliveryForEvent(await recordTestEvent(account.accountId))).toEqual({ skipped: "account-closed" });
    const late = await db.webhookDelivery.create({
      data: {
        id: newId("dlv"),
        accountId: account.accountId,
        eventId: await recordTestEvent(account.accountId),
        kind: "test",
        url: "https://hooks.closing.test/in",
      },
    });
    expect(await attemptDelivery(late.id, { final: true })).toMatchObject({
      attemptNumber: null,
      status: "failed",
      error: "The account was closed.",
    });
    expect(await db.deliveryAttempt.count({ where: { deliveryId: late.id } })).toBe(0);

    // The other account: its key, its members and its delivery as they were.
    expect((await listAssistants(other.key)).status).toBe(200);
    expect((await callApi(dashboardAssistantOperations.list, other.admin.session)).status).toBe(200);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: other.deliveryId } })).toMatchObject({ status: "pending" });
    expect(await db.account.findUniqueOrThrow({ where: { id: other.accountId } })).toMatchObject({ closedAt: null });
  });

  test("a closed account: members are told at sign-in, an owner signs in to reopen; the revoked keys stay revoked", async () => {
    const account = await customer();
    expect((await close(account.owner.session, account.name)).status).toBe(200);

    await expect(signInWithPassword(account.admin.email, PASSWORD, "203.0.113.21")).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: ACCOUNT_CLOSED_SIGN_IN_MESSAGE,
    });
    // A wrong password learns nothing of the account.
    expect(await signInWithPassword(account.admin.email, "not-the-password", "203.0.113.22")).toBeNull();
    expect(await signInWithPassword(account.owner.email, PASSWORD, "203.0.113.23")).toMatchObject({ id: account.owner.id });
    expect(
      await db.auditLogEntry.count({ where: { accountId: account.accountId, action: "user.sign_in_refused", actorId: account.admin.id } }),
    ).toBe(2);

    // The owner's new session may read the state, export and reopen, nothing else (closing twice included).
    const owner = await dashboardSession({ accountId: account.accountId, userId: account.owner.id });
    const state = await callApi(operations.getClosing, owner);
    expect(state.status).toBe(200);
    expect(state.data).toMatchObject({ name: account.name, closedAt: expect.any(String) });
    for (const refused of [await callApi(dashboardAssistantOperations.list, owner), await close(owner, account.name)]) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.error).toMatchObject({ code: "FORBIDDEN", message: ACCOUNT_CLOSED_MESSAGE });
    }
    expect((await callApi(operations.export, owner)).status).toBe(200);

    const reopened = await callApi(operations.reopen, owner);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.data).toMatchObject({ closedAt: null, eraseAfter: null });
    expect((await callApi(operations.reopen, owner)).error?.code).toBe("CONFLICT");
    expect((await callApi(dashboardAssistantOperations.list, owner)).status).toBe(200);
    expect(await signInWithPassword(account.admin.email, PASSWORD, "203.0.113.24")).toMatchObject({ id: account.admin.id });
    expect((await listAssistants(account.key)).status).toBe(401);
    const mail = await db.devMailMessage.findFirstOrThrow({ where: { to: account.admin.email }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe(`The account ${account.name} was reopened`);
    expect(
      (
        await db.auditLogEntry.findMany({
          where: { accountId: account.accountId, action: { startsWith: "account." } },
          orderBy: { id: "asc" },
        })
      ).map((entry) => entry.action),
    ).toEqual(["account.closed", "account.exported", "account.reopened"]);
  });
});

describe("exporting an account", () => {
  test("an owner downloads NDJSON of everything the account holds, without a secret, and nothing of another account", async () => {
    const seeded = await seedAccountData({ calls: 5 });
    const other = await seedAccountData();
    // Another owner (the seeded one has two-factor on: a minted session of theirs owes its code).
    const owner = (await member(seeded.accountId, "owner")).session;
    const response = await callApi(operations.export, owner);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="account-acct_\w+-\d{4}-\d{2}-\d{2}\.ndjson"$/);

    const lines = response.text
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; id?: string; [field: string]: unknown });
    const types = new Set(lines.map((line) => line.type));
    for (const type of [
      "account",
      "member",
      "invitation",
      "api_key",
      "webhook_endpoint",
      "assistant",
      "call",
      "usage_period",
      "event",
      "webhook_delivery",
      "api_log",
      "audit_entry",
    ]) {
      expect(types, type).toContain(type);
    }
    expect(lines[0]).toMatchObject({ type: "account", id: seeded.accountId, name: seeded.name });
    expect(lines.filter((line) => line.type === "call")).toHaveLength(5);
    const call = lines.find((line) => line.id === seeded.callId) as unknown as { transcript: unknown[] };
    expect(call.transcript).toHaveLength(2);
    const delivery = lines.find((line) => line.type === "webhook_delivery") as unknown as { attempts: unknown[] };
    expect(delivery.attempts).toHaveLength(1);
    expect(lines.filter((line) => line.type === "audit_entry").map((line) => (line as { action?: string }).action)).toContain(
      "account.exported",
    );

    for (const secret of [seeded.keyHash, seeded.signingSecret, "tokenHash", "passwordHash", "codeHash", "JBSWY3DPEHPK3PXP"]) {
      expect(response.text, secret).not.toContain(secret);
    }
    for (const foreign of [other.accountId, other.email, other.callId]) expect(response.text).not.toContain(foreign);
  });

  test("pages join without a gap or a repeat, however small", async () => {
    const seeded = await seedAccountData({ calls: 7 });
    const callIds: string[] = [];
    for await (const record of exportAccountRecords(seeded.accountId, { pageSize: 2 }))
      if (record.type === "call") callIds.push(String(record.id));
    const stored = await db.call.findMany({ where: { accountId: seeded.accountId }, orderBy: { id: "asc" }, select: { id: true } });
    expect(callIds).toEqual(stored.map((row) => row.id));
  });
});
