import { defineOperation, onDashboard } from "@/lib/api/operation";
import { auditOperations } from "@/lib/api/operations/audit-operations";
import { auditLogFilterSchema } from "@/lib/schemas/audit-log";

/** The audit log is for admins and owners: it shows every member's sign-ins and addresses. */
export const dashboardAuditOperations = {
  list: onDashboard(auditOperations.list, "admin"),
  export: defineOperation({
    id: "dashboardExportAuditLog",
    method: "GET",
    path: "/api/dashboard/audit-log/export",
    access: "session",
    role: "admin",
    summary: "The audit log as a CSV file, with the list's filters",
    query: auditLogFilterSchema,
    // The handler answers the file itself (an attachment).
    response: { status: 200, mediaType: "text/csv", description: "CSV: time, actor, action, target, summary, ip, user agent, request id." },
  }),
};
