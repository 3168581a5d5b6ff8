import { listAuditLog } from "@/lib/audit/list-audit-log";
import { AUDIT_LOG_PAGE_SIZE } from "./queries/use-audit-log";

/** The audit log screen's first page, unfiltered: what GET /api/dashboard/audit-log answers first. */
export function loadAuditLog(accountId: string) {
  return listAuditLog(accountId, { limit: AUDIT_LOG_PAGE_SIZE });
}
