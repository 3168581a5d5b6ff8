import { encode } from "next-auth/jwt";
import { authOptions } from "@/lib/identity/sign-in/auth-options";
import { sessionCookieName } from "@/lib/identity/sessions/session-cookie-name";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Role } from "@/lib/access/roles";

/** The secret next-auth signs with (tests/global-setup.ts sets one when the environment has none). */
export function sessionSecret(): string {
  process.env.NEXTAUTH_SECRET ||= "vitest-session-secret-not-for-production";
  return process.env.NEXTAUTH_SECRET;
}

/**
 * Signs a user in as next-auth does after a right password: the app's own jwt callback
 * starts the server-side session, and the token is encrypted into the session cookie.
 * Returns the `Cookie` header value and the session's id.
 */
export async function mintSessionCookie(userId: string): Promise<{ cookie: string; sessionId: string }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const token = await authOptions.callbacks!.jwt!({
    token: { sub: user.id, name: user.name, email: user.email },
    user: { id: user.id, email: user.email, name: user.name, accountId: user.accountId, role: user.role },
    account: null,
    trigger: "signIn",
  });
  const value = await encode({ token, secret: sessionSecret(), maxAge: authOptions.session?.maxAge });
  return { cookie: `${sessionCookieName()}=${value}`, sessionId: String(token.sid) };
}

/**
 * A session cookie for a user of `accountId`: that user when `userId` names one of the
 * account's users, else a new user of the account with `role` (owner unless said; sessions
 * exist only for real users).
 */
export async function sessionCookie(user: { accountId: string; userId?: string; role?: Role }): Promise<string> {
  const existing = user.userId
    ? await db.user.findFirst({ where: { id: user.userId, accountId: user.accountId }, select: { id: true } })
    : null;
  const id =
    existing?.id ??
    (
      await db.user.create({
        data: { id: newId("user"), accountId: user.accountId, email: `${newId("user")}@session.test`, role: user.role ?? "owner" },
      })
    ).id;
  return (await mintSessionCookie(id)).cookie;
}

/** callApi options for a signed-in dashboard user writing from our own pages (same origin). */
export async function dashboardSession(user: { accountId: string; userId?: string; role?: Role }) {
  return { cookie: await sessionCookie(user), headers: { origin: "http://api.test", host: "api.test" } };
}

/** A Request carrying the cookie, as a browser would send it to a route handler. */
export function requestWithCookie(cookie: string, url = "http://localhost:3000/api/dashboard/overview", init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie } });
}
