import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { sendJson } from "./request";

/**
 * Asks the browser to use a passkey: a challenge from the server, then the browser's own prompt
 * (fingerprint, face, device PIN, a security key). `sign_in`: any passkey it holds for this
 * site; `session`: one of the signed-in (or half-signed-in) user's own. The WebAuthn client and
 * the answer's schema (zod with it) are loaded when a passkey is used, not with the page.
 */
export async function promptForPasskey(purpose: "sign_in" | "session"): Promise<AuthenticationResponseJSON> {
  const [{ startAuthentication }, { passkeyAuthenticationOptionsSchema }, answer] = await Promise.all([
    import("@simplewebauthn/browser"),
    import("@/lib/schemas/passkeys"),
    sendJson("POST", "/api/auth/passkey/options", { purpose }),
  ]);
  const { options } = passkeyAuthenticationOptionsSchema.parse(answer);
  return startAuthentication({ optionsJSON: options });
}

/** What to tell the member when the browser's passkey prompt gave no answer (closed, timed out, no passkey). */
export function passkeyPromptMessage(error: unknown): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "WebAuthnError" || error.name === "AbortError")) {
    return "The passkey prompt was closed or timed out. Try again.";
  }
  return error instanceof Error ? error.message : "Something went wrong; try again.";
}
