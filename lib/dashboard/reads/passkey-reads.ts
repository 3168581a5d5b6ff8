import { implement } from "@/lib/api/serve-operations";
import { dashboardPasskeyOperations as operations } from "@/lib/dashboard/operations/passkey-operations";
import { listPasskeys } from "@/lib/identity/passkeys/list-passkeys";

/** The signed-in user's passkeys, served by their route and rendered first by the Account page. */
export const passkeyReads = {
  // GET /api/dashboard/passkeys – the user's passkeys, oldest first
  list: implement(operations.listPasskeys, async ({ auth }) => ({ data: await listPasskeys(auth) })),
};
