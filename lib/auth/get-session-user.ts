import { decode } from "next-auth/jwt";
import { config } from "@/lib/config/config";
import { identifyRequest } from "@/lib/observability/request-context";
import { sessionCookieName } from "./session-cookie-name";
import { findActiveSession, type ActiveSession } from "./find-active-session";

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
 * The signed-in user of a request, from the next-auth session cookie alone (an Authorization
 * header is not a session), checked against the database like every session: null when the
 * cookie is missing, forged, expired, signed out, or its user was deleted.
 */
export async function getSessionUser(request: Request): Promise<ActiveSession | null> {
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
