import { encode } from "next-auth/jwt";

/** A next-auth session cookie for a user, as the sign-in flow would set it. */
export async function sessionCookie(user: { userId: string; accountId: string }): Promise<string> {
  const token = await encode({ token: { sub: user.userId, accountId: user.accountId }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}

/** callApi options for a signed-in dashboard user writing from our own pages (same origin). */
export async function dashboardSession(user: { userId: string; accountId: string }) {
  return { cookie: await sessionCookie(user), headers: { origin: "http://api.test", host: "api.test" } };
}
