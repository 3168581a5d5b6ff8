import { serve } from "@/lib/api/serve-operations";
import { requestLogReads } from "@/lib/dashboard/reads/api-log-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/request-logs – the requests the account's keys made, newest first, filtered (developers and up)
  requestLogReads.list,
);
