import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/passkey-operations";
import { passkeyReads } from "@/lib/dashboard/reads/passkey-reads";
import { addPasskey } from "@/lib/identity/passkeys/add-passkey";
import { relyingPartyOf } from "@/lib/identity/passkeys/relying-party";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  passkeyReads.list,
  // POST /api/dashboard/passkeys – register the passkey the browser just made
  implement(operations.addPasskey, ({ auth, body, audit, request }) => addPasskey(auth, body, relyingPartyOf(request), audit)),
);
