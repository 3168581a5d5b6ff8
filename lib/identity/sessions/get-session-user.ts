import { decode } from "next-auth/jwt";
import { config } from "@/lib/config/config";
import { identifyRequest } from "@/lib/observability/request-context";
import { sessionCookieName } from "./session-cookie-name";
import type { SessionAuth } from "@/lib/access/principal";
import { findActiveSession, type SessionState } from "./find-active-session";

/** A cookie header's value for `name`, joining next-auth's chunks (`name.0`, `name.1`, …) of a large token. */
function readCookie(header: string, name: string): string | undefined {
  const chunks = new Map<string, string>();
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    if (key === name || key.startsWith(`${name}.`)) chunks.set(key, part.slice(separator + 1).trim());
  }
  if (chunks.has(name)) return chunks.get(name);
  const parts: string[] = [];
  for (let index = 0; chunks.has(`${name}.${index}`); index++) parts.push(chunks.get(`${name}.${index}`)!);
  return parts.length ? parts.join("") : undefined;
}

/**
 * The session a request's cookie names, from the next-auth session cookie alone (an
 * Authorization header is not a session), checked against the database like every session:
 * null when the cookie is missing, forged, expired, signed out, or its user was deleted. A
 * session still owing its second factor is returned with `secondFactorPending`.
 */
export async function getSessionState(request: Request): Promise<SessionState | null> {
  const secret = config().NEXTAUTH_SECRET;
  const token = readCookie(request.headers.get("cookie") ?? "", sessionCookieName());
  if (!secret || !token) return null;
  const claims = await decode({ token, secret }).catch(() => null);
  if (typeof claims?.sid !== "string" || typeof claims.sub !== "string") return null;
  const session = await findActiveSession(claims.sid, claims.sub);
  // The lines logged for the rest of the request (a page's, a dashboard call's) say whose it is.
  if (session) identifyRequest(session.accountId, `user:${session.userId}`);
  return session;
}

/**
 * The signed-in user of a request: as getSessionState, and null as well for a session whose
 * second factor is still owed (half signed in: it may do nothing but give that factor).
 */
export async function getSessionUser(request: Request): Promise<SessionAuth | null> {
  const state = await getSessionState(request);
  if (!state || state.secondFactorPending) return null;
  const { secondFactorPending: _pending, ...user } = state;
  return user;
}
