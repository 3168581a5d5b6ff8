// POST /api/auth/two-factor – the sign-in's second step: a code or a passkey for a half-signed-in session
import { assertSameOrigin } from "@/lib/http/same-origin";
import { handleRequest } from "@/lib/api/handle-request";
import { readJsonBody } from "@/lib/api/read-json-body";
import { json } from "@/lib/api/responses";
import { auditContextOf } from "@/lib/audit/audit-context";
import { getSessionState } from "@/lib/auth/get-session-user";
import { ApiError } from "@/lib/errors";
import { relyingPartyOf } from "@/lib/passkeys/relying-party";
import { parseInput } from "@/lib/schemas/parse-input";
import { secondFactorSchema } from "@/lib/schemas/two-factor";
import { completeTwoFactorSignIn } from "@/lib/two-factor/complete-two-factor-sign-in";

// Beside next-auth's routes rather than an operation of the dashboard API: every dashboard
// operation refuses a half-signed-in session (401), and this is the one thing it may do. Its
// tries are throttled per user and address (lib/auth/throttle-auth.ts), so the API's anonymous
// limit does not apply.
export async function POST(request: Request): Promise<Response> {
  return handleRequest(request, { rateLimited: false }, async (scope) => {
    const session = await getSessionState(request);
    if (!session) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
    assertSameOrigin(request);
    const body = parseInput(secondFactorSchema, await readJsonBody(request));
    const given = "passkey" in body ? { passkey: body.passkey, rp: relyingPartyOf(request) } : { code: body.code };
    const audit = auditContextOf({ type: "user", id: session.userId, label: session.email }, request, scope.requestId);
    const method = await completeTwoFactorSignIn(session, given, audit);
    return json({ method });
  });
}
