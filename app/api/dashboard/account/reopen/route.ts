import { reopenAccount } from "@/lib/accounts/reopen-account";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/account/reopen – reopen a closed account before it is erased (owners, confirmed)
  implement(operations.reopen, ({ auth, audit }) => reopenAccount(auth.accountId, audit)),
);
