import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { findActiveSession, LAST_ACTIVE_STEP_MS } from "@/lib/identity/sessions/find-active-session";
import { getSessionUser } from "@/lib/identity/sessions/get-session-user";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";
import { db } from "@/lib/db";
import { createUser } from "@/lib/users/create-user";
import { callApi } from "@/tests/support/api-client";
import { mintSessionCookie, requestWithCookie } from "@/tests/support/session-cookie";

const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };
const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

/** A member signed in on two browsers ("laptop" is the one asking), and a stranger on another account. */
async function memberOnTwoBrowsers() {
  const account = await createAccount({ name: "Sessions" });
  const user = await createUser(account.id, {
    email: `sessions-${Date.now()}-${Math.random()}@sessions.test`,
    password: "walnut-prism-harbor",
  });
  const laptop = await mintSessionCookie(user.id);
  const phone = await mintSessionCookie(user.id);
  await db.userSession.update({ where: { id: laptop.sessionId }, data: { userAgent: CHROME_ON_MAC, ipAddress: "203.0.113.7" } });
  await db.userSession.update({
    where: { id: phone.sessionId },
    data: { userAgent: FIREFOX_ON_LINUX, ipAddress: "198.51.100.4", lastActiveAt: new Date(Date.now() - 3_600_000) },
  });
  const strangerAccount = await createAccount({ name: "Stranger" });
  const strangerUser = await createUser(strangerAccount.id, {
    email: `stranger-${Date.now()}-${Math.random()}@sessions.test`,
    password: "walnut-prism-harbor",
  });
  const stranger = await mintSessionCookie(strangerUser.id);
  return { account, user, laptop, phone, stranger };
}

const isSignedIn = async (cookie: string) => (await getSessionUser(requestWithCookie(cookie))) !== null;

const auditActions = async (accountId: string) =>
  (await db.auditLogEntry.findMany({ where: { accountId }, orderBy: { createdAt: "asc" } })).map((entry) => entry.action);

describe("GET /api/dashboard/sessions", () => {
  test("lists the member's own sessions, most recently active first, with browser, system and address; this one marked", async () => {
    const { laptop, phone } = await memberOnTwoBrowsers();
    const response = await callApi(operations.listSessions, { cookie: laptop.cookie });
    expect(response.status).toBe(200);
    expect(response.data?.data).toEqual([
      expect.objectContaining({
        id: laptop.sessionId,
        browser: "Chrome 142",
        system: "macOS Catalina",
        ipAddress: "203.0.113.7",
        current: true,
      }),
      expect.objectContaining({ id: phone.sessionId, browser: "Firefox 145", system: "Linux", ipAddress: "198.51.100.4", current: false }),
    ]);
  });

  test("a session signed in by a tool without a User-Agent lists with nulls, not a guess", async () => {
    const { laptop } = await memberOnTwoBrowsers();
    await db.userSession.update({ where: { id: laptop.sessionId }, data: { userAgent: null, ipAddress: null } });
    const response = await callApi(operations.listSessions, { cookie: laptop.cookie });
    expect(response.data?.data[0]).toMatchObject({ browser: null, system: null, ipAddress: null, current: true });
  });

  test("without a session answers 401", async () => {
    expect((await callApi(operations.listSessions)).status).toBe(401);
  });
});

describe("DELETE /api/dashboard/sessions/{id}", () => {
  test("ends the other browser's session: its very next request is refused, this one goes on, and it is on the audit log", async () => {
    const { account, laptop, phone } = await memberOnTwoBrowsers();
    const response = await callApi(operations.endSession, { cookie: laptop.cookie, headers: SAME_ORIGIN, params: { id: phone.sessionId } });
    expect(response.status).toBe(204);
    expect(await isSignedIn(phone.cookie)).toBe(false);
    expect(await isSignedIn(laptop.cookie)).toBe(true);
    expect((await callApi(operations.listSessions, { cookie: phone.cookie })).status).toBe(401);
    expect(await auditActions(account.id)).toContain("user.session_ended");
  });

  test("another member's session is not found, and goes on", async () => {
    const { laptop, stranger } = await memberOnTwoBrowsers();
    const response = await callApi(operations.endSession, {
      cookie: laptop.cookie,
      headers: SAME_ORIGIN,
      params: { id: stranger.sessionId },
    });
    expect(response.status).toBe(404);
    expect(response.error?.code).toBe("NOT_FOUND");
    expect(await isSignedIn(stranger.cookie)).toBe(true);
  });

  test("this browser's own session is refused with 409 (signing out ends it), and it stays signed in", async () => {
    const { laptop } = await memberOnTwoBrowsers();
    const response = await callApi(operations.endSession, {
      cookie: laptop.cookie,
      headers: SAME_ORIGIN,
      params: { id: laptop.sessionId },
    });
    expect(response.status).toBe(409);
    expect(response.error?.message).toBe("This is the session you are using; sign out to end it");
    expect(await isSignedIn(laptop.cookie)).toBe(true);
  });

  test.each([
    ["not a session id", "user_01kaj2v3c5m7q9x2c4v6b8n0p2"],
    ["a NUL byte", "sess_%00"],
    ["an overlong id", `sess_${"a".repeat(300)}`],
    // Invalid percent-encoding (a lone surrogate) never reaches a route: the Node request hook
    // answers 400 for every /api path (tests/lib/runtime/install-node-hooks.test.ts).
  ])("a malformed id (%s) is 404, and nothing ends", async (_case, id) => {
    const { laptop, phone } = await memberOnTwoBrowsers();
    const response = await callApi("DELETE", `/api/dashboard/sessions/${id}`, { cookie: laptop.cookie, headers: SAME_ORIGIN });
    expect(response.status).toBe(404);
    expect(await isSignedIn(phone.cookie)).toBe(true);
  });

  test("a cross-site request is refused with 403, and nothing ends", async () => {
    const { laptop, phone } = await memberOnTwoBrowsers();
    const response = await callApi(operations.endSession, {
      cookie: laptop.cookie,
      headers: { origin: "https://evil.example", host: "api.test" },
      params: { id: phone.sessionId },
    });
    expect(response.status).toBe(403);
    expect(await isSignedIn(phone.cookie)).toBe(true);
  });
});

describe("DELETE /api/dashboard/sessions/others", () => {
  test("ends every session but this one, and records how many", async () => {
    const { account, user, laptop, phone } = await memberOnTwoBrowsers();
    const third = await mintSessionCookie(user.id);
    const response = await callApi(operations.endOtherSessions, { cookie: laptop.cookie, headers: SAME_ORIGIN });
    expect(response.status).toBe(204);
    expect([await isSignedIn(laptop.cookie), await isSignedIn(phone.cookie), await isSignedIn(third.cookie)]).toEqual([true, false, false]);
    const entry = await db.auditLogEntry.findFirstOrThrow({ where: { accountId: account.id, action: "user.sessions_ended" } });
    expect(entry.summary).toEqual({ sessionsEnded: 2, kept: "current" });
  });
});

describe("last active", () => {
  test("moves with the member's requests, at most once a minute (no write per request)", async () => {
    const { user, laptop } = await memberOnTwoBrowsers();
    const lastActive = async () => (await db.userSession.findUniqueOrThrow({ where: { id: laptop.sessionId } })).lastActiveAt.getTime();
    const start = await lastActive();
    await findActiveSession(laptop.sessionId, user.id, new Date(start + LAST_ACTIVE_STEP_MS - 1_000));
    expect(await lastActive()).toBe(start);
    const later = new Date(start + LAST_ACTIVE_STEP_MS + 1_000);
    await findActiveSession(laptop.sessionId, user.id, later);
    expect(await lastActive()).toBe(later.getTime());
  });
});
