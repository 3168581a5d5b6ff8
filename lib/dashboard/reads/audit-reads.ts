import { listAuditLog } from "@/lib/audit/list-audit-log";
import { implement } from "@/lib/api/serve-operations";
import { dashboardAuditOperations as operations } from "@/lib/dashboard/operations/audit-operations";

/** The audit log's read, served by its route and rendered first by the Audit log page. */
export const auditReads = {
  // GET /api/dashboard/audit-log – the account's changes, newest first, filtered (admins and owners)
  list: implement(operations.list, ({ auth, query }) => listAuditLog(auth.accountId, query)),
};
