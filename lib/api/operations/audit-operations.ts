import { defineOperation } from "../operation";
import { AUDIT_RETENTION_DAYS, auditLogListSchema, listAuditLogQuerySchema } from "@/lib/schemas/audit-log";

export const auditOperations = {
  list: defineOperation({
    id: "listAuditLog",
    method: "GET",
    path: "/api/v1/audit-log",
    access: { apiKey: "audit:read" },
    tag: "Audit log",
    summary: "List audit log entries",
    description: `Every change made to the account through the dashboard or the API (keys, webhook settings, assistants, test calls, plan, members, invitations, passwords, sign-ins and sign-outs) in the last ${AUDIT_RETENTION_DAYS} days, newest first: who made it (a member or an API key), the action, its target, a before/after summary without secrets, the client address, user agent and request id. Filter by \`actor\`, \`action\`, \`target\` and a time range (\`from\` inclusive, \`to\` exclusive); follow \`nextCursor\` for more. Needs the \`audit:read\` permission.`,
    query: listAuditLogQuerySchema,
    response: { status: 200, description: "A page of audit log entries.", schema: auditLogListSchema },
  }),
};
