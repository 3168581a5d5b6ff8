// POST /api/auth/passkey/options – a challenge for navigator.credentials.get()
import { implement, serve } from "@/lib/api/serve-operations";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { signInOperations } from "@/lib/dashboard/operations/sign-in-operations";
import { ApiError } from "@/lib/errors";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";
import { startPasskeyAuthentication } from "@/lib/identity/passkeys/start-passkey-authentication";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  implement(signInOperations.passkeyOptions, async ({ request, body }) => {
    assertSameOrigin(request);
    let owner = null;
    if (body.purpose === "session") {
      const session = await getSessionState(request);
      if (!session) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
      owner = { sessionId: session.sessionId, userId: session.userId };
    }
    return { options: await startPasskeyAuthentication(owner, relyingPartyOf(request)) };
  }),
);
