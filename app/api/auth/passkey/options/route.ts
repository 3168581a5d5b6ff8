// POST /api/auth/passkey/options – a challenge for navigator.credentials.get()
import { z } from "zod";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { handleRequest } from "@/lib/api/handle-request";
import { readJsonBody } from "@/lib/api/read-json-body";
import { json } from "@/lib/api/responses";
import { getSessionState } from "@/lib/auth/get-session-user";
import { ApiError } from "@/lib/errors";
import { relyingPartyOf } from "@/lib/passkeys/relying-party";
import { startPasskeyAuthentication } from "@/lib/passkeys/start-passkey-authentication";
import { parseInput } from "@/lib/schemas/parse-input";

/**
 * `sign_in`: for the sign-in page, whoever asks (the answer names its user). `session`: for the
 * asking session's own user (the sign-in's second step, "confirm it is you"), a half-signed-in
 * session included, which is why this is not a dashboard operation.
 */
const passkeyOptionsRequestSchema = z.strictObject({ purpose: z.enum(["sign_in", "session"]) });

// Rate limited as the API's anonymous callers are (per address): anyone may ask for a sign-in
// challenge, and each is a row until it is answered or expires.
export async function POST(request: Request): Promise<Response> {
  return handleRequest(request, { rateLimited: true }, async () => {
    assertSameOrigin(request);
    const { purpose } = parseInput(passkeyOptionsRequestSchema, await readJsonBody(request));
    const rp = relyingPartyOf(request);
    let owner = null;
    if (purpose === "session") {
      const session = await getSessionState(request);
      if (!session) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
      owner = { sessionId: session.sessionId, userId: session.userId };
    }
    return json({ options: await startPasskeyAuthentication(owner, rp) });
  });
}
