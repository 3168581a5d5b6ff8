import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/passkey-operations";
import { removePasskey } from "@/lib/identity/passkeys/remove-passkey";
import { renamePasskey } from "@/lib/identity/passkeys/rename-passkey";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PATCH /api/dashboard/passkeys/{id} – rename
  implement(operations.renamePasskey, async ({ auth, params, body, audit }) => {
    return (await renamePasskey(auth, params.id, body.name, audit)) ?? notFound("passkey");
  }),
  // DELETE /api/dashboard/passkeys/{id} – remove (asks for a recent confirmation)
  implement(operations.removePasskey, async ({ auth, params, audit }) => {
    if (!(await removePasskey(auth, params.id, audit))) notFound("passkey");
  }),
);
