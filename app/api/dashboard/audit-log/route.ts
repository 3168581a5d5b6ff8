import { implement, serve } from "@/lib/api/serve-operations";
import { listAuditLog } from "@/lib/audit/list-audit-log";
import { dashboardAuditOperations as operations } from "@/lib/dashboard/operations/audit-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/audit-log – the account's changes, newest first, filtered (admins and owners)
  implement(operations.list, ({ auth, query }) => listAuditLog(auth.accountId, query)),
);
