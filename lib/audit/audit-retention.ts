import { AUDIT_RETENTION_DAYS } from "@/lib/schemas/audit-log";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Audit entries made before this moment are past retention: one year, whatever
 * RETENTION_DAYS says of events (an audit log must outlive the incidents it explains).
 */
export function auditRetentionCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
}
