import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/passkey-operations";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";
import { startPasskeyRegistration } from "@/lib/identity/passkeys/start-passkey-registration";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/passkeys/options – what navigator.credentials.create() needs
  implement(operations.startPasskeyRegistration, async ({ auth, request }) => ({
    options: await startPasskeyRegistration(auth, relyingPartyOf(request)),
  })),
);
