import { getToken, type GetTokenParams } from "next-auth/jwt";

export type SessionUser = { userId: string; accountId: string };

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

/**
 * The signed-in user of a request, read from its next-auth session cookie; null without a
 * valid one. Works on any Request (route handlers, tests), not only inside Next's request scope.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // getToken reads only `headers` and `cookies`; a plain object with both stands in for Next's request types.
  const req = { headers: request.headers, cookies: parseCookies(request.headers.get("cookie")) } as unknown as GetTokenParams["req"];
  const token = await getToken({ req });
  if (!token?.sub || !token.accountId) return null;
  return { userId: token.sub, accountId: token.accountId };
}
