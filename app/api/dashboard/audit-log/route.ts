import { serve } from "@/lib/api/serve-operations";
import { auditReads } from "@/lib/dashboard/reads/audit-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/audit-log – the account's changes, newest first, filtered (admins and owners)
  auditReads.list,
);
