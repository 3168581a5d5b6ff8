import { implement, serve } from "@/lib/api/serve-operations";
import { confirmIdentity } from "@/lib/identity/sign-in/confirm-identity";
import { dashboardConfirmationOperations as operations } from "@/lib/dashboard/operations/confirmation-operations";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/sessions/confirm – the password, an app code or a passkey, for the next 10 minutes of dangerous changes
  implement(operations.confirmIdentity, async ({ auth, body, audit, request }) => {
    await confirmIdentity(auth, body, { audit, rp: () => relyingPartyOf(request) });
  }),
);
