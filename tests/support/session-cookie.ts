import { encode } from "next-auth/jwt";
import { authOptions } from "@/lib/auth/auth-options";
import { sessionCookieName } from "@/lib/auth/session-cookie-name";
import { db } from "@/lib/db";

/** The secret next-auth signs with; the test process sets one when the environment has none. */
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
    user: { id: user.id, email: user.email, name: user.name, accountId: user.accountId },
    account: null,
    trigger: "signIn",
  });
  const value = await encode({ token, secret: sessionSecret(), maxAge: authOptions.session?.maxAge });
  return { cookie: `${sessionCookieName()}=${value}`, sessionId: String(token.sid) };
}

/** A Request carrying the cookie, as a browser would send it to a route handler. */
export function requestWithCookie(cookie: string, url = "http://localhost:3000/api/dashboard/overview", init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie } });
}
