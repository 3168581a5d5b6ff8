import type { SessionAuth } from "@/lib/access/principal";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { ApiError } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";

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
