import { closeAccount } from "@/lib/accounts/close-account";
import { getAccountClosing } from "@/lib/accounts/get-account-closing";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/account/close – close the account (owners, confirmed, its name typed)
  implement(operations.close, async ({ auth, audit, body }) => {
    await closeAccount(auth.accountId, audit, body.confirmName);
    return getAccountClosing(auth.accountId);
  }),
);
