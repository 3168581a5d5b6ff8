import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { encode } from "next-auth/jwt";
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { authOptions } from "@/lib/identity/sign-in/auth-options";
import { getSessionUser } from "@/lib/identity/sessions/get-session-user";
import { sessionCookieName } from "@/lib/identity/sessions/session-cookie-name";
import { endUserSessions } from "@/lib/identity/sessions/end-sessions";
import { findActiveSession } from "@/lib/identity/sessions/find-active-session";
import { SESSION_LIFETIME_MS, startSession } from "@/lib/identity/sessions/start-session";
import { db } from "@/lib/db";
import { changePassword } from "@/lib/identity/passwords/change-password";
import { createUser } from "@/lib/users/create-user";
import { mintSessionCookie, requestWithCookie, sessionSecret } from "@/tests/support/session-cookie";

const PASSWORD = "violet-harbour-lantern";

async function newUser(label: string) {
  const account = await createAccount({ name: `Sessions ${label}` });
  return createUser(account.id, { email: `${label}-${Date.now()}-${Math.random()}@sessions.test`, password: PASSWORD });
}

async function sessionOf(cookie: string) {
  return getSessionUser(requestWithCookie(cookie));
}

/** The token inside a cookie, as next-auth's sign-out route decodes it. */
async function tokenOf(cookie: string) {
  const { decode } = await import("next-auth/jwt");
  return decode({ token: cookie.slice(cookie.indexOf("=") + 1), secret: sessionSecret() });
}

describe("sessions end on the server", () => {
  test("a session runs out 30 days after sign-in by the app's clock, which set its expiry (not the database's)", async () => {
    const user = await newUser("lifetime");
    const startedAt = Date.now();
    const sessionId = await startSession(user.id);
    const { expiresAt } = await db.userSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(expiresAt.getTime() - startedAt).toBeGreaterThanOrEqual(SESSION_LIFETIME_MS);
    expect(await findActiveSession(sessionId, user.id, new Date(expiresAt.getTime() - 1))).toMatchObject({ sessionId, userId: user.id });
    expect(await findActiveSession(sessionId, user.id, expiresAt)).toBeNull();
  });

  test("a minted cookie is a session of its user and account", async () => {
    const user = await newUser("valid");
    const { cookie, sessionId } = await mintSessionCookie(user.id);
    expect(await sessionOf(cookie)).toEqual({
      sessionId,
      userId: user.id,
      accountId: user.accountId,
      email: user.email,
      role: "owner",
      confirmedAt: expect.any(Date),
      mustSetUpTwoFactor: false,
      accountClosed: false,
    });
  });

  test("after sign-out the same cookie no longer works, while the user's other sessions do", async () => {
    const user = await newUser("signout");
    const laptop = await mintSessionCookie(user.id);
    const phone = await mintSessionCookie(user.id);
    // What next-auth's sign-out route does with the cookie it receives.
    await authOptions.events!.signOut!({ token: (await tokenOf(laptop.cookie))!, session: null as never });
    expect(await sessionOf(laptop.cookie)).toBeNull();
    expect(await sessionOf(phone.cookie)).not.toBeNull();
  });

  test("sign out everywhere ends every session of the user and no one else's", async () => {
    const user = await newUser("everywhere");
    const other = await newUser("bystander");
    const sessions = [await mintSessionCookie(user.id), await mintSessionCookie(user.id)];
    const bystander = await mintSessionCookie(other.id);
    expect(await endUserSessions(user.id)).toBe(2);
    for (const { cookie } of sessions) expect(await sessionOf(cookie)).toBeNull();
    expect(await sessionOf(bystander.cookie)).not.toBeNull();
  });

  test("a password change ends the other sessions and keeps the one that changed it", async () => {
    const user = await newUser("password");
    const current = await mintSessionCookie(user.id);
    const stolen = await mintSessionCookie(user.id);
    await changePassword(
      user.id,
      { currentPassword: PASSWORD, newPassword: "amber-quartz-meadow-73" },
      { keepSession: current.sessionId, audit: SYSTEM_CONTEXT },
    );
    expect(await sessionOf(current.cookie)).not.toBeNull();
    expect(await sessionOf(stolen.cookie)).toBeNull();
  });

  test("deleting the user ends their sessions", async () => {
    const user = await newUser("deleted");
    const { cookie } = await mintSessionCookie(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await sessionOf(cookie)).toBeNull();
  });

  test("the jwt callback refuses an ended session, so getServerSession and /api/auth/session see none", async () => {
    const user = await newUser("callback");
    const { cookie } = await mintSessionCookie(user.id);
    const token = (await tokenOf(cookie))!;
    await expect(authOptions.callbacks!.jwt!({ token, account: null, user: undefined as never })).resolves.toMatchObject({ sub: user.id });
    await endUserSessions(user.id);
    await expect(authOptions.callbacks!.jwt!({ token, account: null, user: undefined as never })).rejects.toThrow("session has ended");
  });

  test.each([
    ["no cookie", async () => ""],
    [
      "a cookie encrypted with another secret",
      async (userId: string, sid: string) =>
        `${sessionCookieName()}=${await encode({ token: { sub: userId, sid }, secret: "someone-elses-secret" })}`,
    ],
    [
      "a token without a session id (issued before sessions were recorded)",
      async (userId: string) =>
        `${sessionCookieName()}=${await encode({ token: { sub: userId, accountId: "acct_x" }, secret: sessionSecret() })}`,
    ],
    [
      "another user's session id",
      async (_userId: string, sid: string) =>
        `${sessionCookieName()}=${await encode({ token: { sub: "user_someone_else", sid }, secret: sessionSecret() })}`,
    ],
    ["garbage", async () => `${sessionCookieName()}=not-a-jwt`],
  ])("%s is no session", async (_case, cookieFor) => {
    const user = await newUser("forged");
    const { sessionId } = await mintSessionCookie(user.id);
    expect(await sessionOf(await cookieFor(user.id, sessionId))).toBeNull();
  });

  test("the token is read from the cookie only, never from an Authorization header", async () => {
    const user = await newUser("bearer");
    const { cookie } = await mintSessionCookie(user.id);
    const token = cookie.slice(cookie.indexOf("=") + 1);
    const request = new Request("http://localhost:3000/api/dashboard/overview", { headers: { authorization: `Bearer ${token}` } });
    expect(await getSessionUser(request)).toBeNull();
  });

  test("a cookie split into next-auth's chunks is read whole", async () => {
    const user = await newUser("chunks");
    const { cookie, sessionId } = await mintSessionCookie(user.id);
    const value = cookie.slice(cookie.indexOf("=") + 1);
    const name = sessionCookieName();
    const chunked = `other=1; ${name}.1=${value.slice(100)}; ${name}.0=${value.slice(0, 100)}`;
    expect(await sessionOf(chunked)).toMatchObject({ sessionId });
  });
});
