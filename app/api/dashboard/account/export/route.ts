import { accountExportResponse } from "@/lib/accounts/export-account";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/account/export – the account's data as an NDJSON download (owners)
  implement(operations.export, ({ auth, audit }) => accountExportResponse(auth.accountId, audit)),
);
