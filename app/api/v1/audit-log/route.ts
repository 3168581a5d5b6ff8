import { auditOperations } from "@/lib/api/operations/audit-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { listAuditLog } from "@/lib/audit/list-audit-log";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/audit-log – the account's changes, newest first, filtered by actor, action, target and time
  implement(auditOperations.list, ({ auth, query }) => listAuditLog(auth.accountId, query)),
);
