// POST /api/auth/two-factor – the sign-in's second step: a code or a passkey for a half-signed-in session
import { actorOf } from "@/lib/access/principal";
import { implement, serve } from "@/lib/api/serve-operations";
import { auditContextOf } from "@/lib/audit/audit-context";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { signInOperations } from "@/lib/dashboard/operations/sign-in-operations";
import { ApiError } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";
import { completeTwoFactorSignIn } from "@/lib/identity/sign-in/complete-two-factor-sign-in";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  implement(signInOperations.completeSecondFactor, async ({ request, requestId, body }) => {
    const session = await getSessionState(request);
    if (!session) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
    assertSameOrigin(request);
    const given = "passkey" in body ? { passkey: body.passkey, rp: relyingPartyOf(request) } : { code: body.code };
    const method = await completeTwoFactorSignIn(session, given, auditContextOf(actorOf(session), request, requestId));
    return { method };
  }),
);
