import { implement, serve } from "@/lib/api/serve-operations";
import { auditLogCsvResponse } from "@/lib/audit/audit-log-csv";
import { dashboardAuditOperations as operations } from "@/lib/dashboard/operations/audit-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/audit-log/export – the filtered audit log as a CSV download (admins and owners)
  implement(operations.export, async ({ auth, query }) => auditLogCsvResponse(auth.accountId, query)),
);
