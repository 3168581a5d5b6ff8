import { serve } from "@/lib/api/serve-operations";
import { callReads } from "@/lib/dashboard/reads/call-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant, status and time
  callReads.list,
);
