import type { Metadata } from "next";
import { AuditLogPanel } from "@/components/audit-log/audit-log-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { AUDIT_LOG_PAGE_SIZE, auditLogQuery } from "@/lib/dashboard/queries/use-audit-log";
import { AUDIT_RETENTION_DAYS } from "@/lib/schemas/audit-log";
import { canSeeAuditLog } from "@/lib/access/audit-policy";
import { auditReads } from "@/lib/dashboard/reads/audit-reads";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditLogPage() {
  const user = await requireSessionUser();
  // The role its operations name (lib/access/audit-policy.ts): the log shows every member's sign-ins and addresses.
  const access = canSeeAuditLog(user.role);
  const header = (
    <PageHeader
      title="Audit log"
      description={`Every change made to this account in the dashboard or through the API in the last ${AUDIT_RETENTION_DAYS} days: who, what, when and from where. Times are UTC.`}
    />
  );
  if (!access.allowed) {
    return (
      <>
        {header}
        <Card title="Not available to your role">
          <p className="text-sm text-fg-soft">{access.message}. Ask an owner or admin of the account.</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <HydratedQueries
        load={async (call, seed) =>
          seed.firstPage(auditLogQuery({}), await call(auditReads.list, { query: { limit: AUDIT_LOG_PAGE_SIZE } }))
        }
      >
        <AuditLogPanel />
      </HydratedQueries>
    </>
  );
}
