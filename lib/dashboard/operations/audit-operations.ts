import { AUDIT_LOG_ROLE } from "@/lib/access/audit-policy";
import { defineOperation, onDashboard } from "@/lib/api/operation";
import { auditOperations } from "@/lib/api/operations/audit-operations";
import { auditLogFilterSchema } from "@/lib/schemas/audit-log";

/** The audit log is for admins and owners (the access policy's AUDIT_LOG_ROLE): it shows every member's sign-ins and addresses. */
export const dashboardAuditOperations = {
  list: onDashboard(auditOperations.list, AUDIT_LOG_ROLE),
  export: defineOperation({
    id: "dashboardExportAuditLog",
    method: "GET",
    path: "/api/dashboard/audit-log/export",
    access: "session",
    role: AUDIT_LOG_ROLE,
    summary: "The audit log as a CSV file, with the list's filters",
    query: auditLogFilterSchema,
    // The handler answers the file itself (an attachment).
    response: { status: 200, mediaType: "text/csv", description: "CSV: time, actor, action, target, summary, ip, user agent, request id." },
  }),
};
