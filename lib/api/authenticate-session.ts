import type { ActiveSession } from "@/lib/auth/find-active-session";
import { getSessionState } from "@/lib/auth/get-session-user";
import { config } from "@/lib/config/config";
import { ApiError } from "@/lib/errors";

/**
 * The member behind a dashboard request, with the role read now. `sessionId` names this
 * browser's session, so a password change can keep it and end the others.
 */
export type SessionAuth = ActiveSession;

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * The signed-in user of a dashboard request. Cookies ride along on cross-site requests, so a
 * write must also come from one of our own pages. The account comes only from the session. A
 * session still owing its second factor is refused every operation alike: 401 until the code.
 */
export async function authenticateSession(request: Request): Promise<SessionAuth> {
  const state = await getSessionState(request);
  if (!state) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
  if (state.secondFactorPending) throw new ApiError("UNAUTHORIZED", SECOND_FACTOR_OWED);
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  const { secondFactorPending: _pending, ...user } = state;
  return user;
}

/** What a half-signed-in session is told, whatever it asked. */
export const SECOND_FACTOR_OWED = "Enter the code from your authenticator app to finish signing in";

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames, some redirects) or garbage
  }
}

/**
 * The host the browser addressed. `X-Forwarded-Host` is a proxy's word for it and counts only
 * when proxies are trusted (TRUSTED_PROXY_HOPS > 0, as for the client address); reached
 * directly, it is whatever the client wrote, and would let a cross-site page name its own host.
 * Of several entries, the rightmost is the one the proxy nearest to us wrote.
 */
export function requestHost(request: Request, hops: number = config().TRUSTED_PROXY_HOPS): string | null {
  const forwarded = hops > 0 ? request.headers.get("x-forwarded-host")?.split(",").at(-1)?.trim() : undefined;
  return forwarded || request.headers.get("host");
}

/** 403 unless the request comes from one of our own pages (its Origin names the host it addressed). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const host = requestHost(request);
  if (!origin || !host || originHost(origin) !== host) {
    throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
  }
}
