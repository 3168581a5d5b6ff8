import { serve } from "@/lib/api/serve-operations";
import { accountReads } from "@/lib/dashboard/reads/account-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/overview (the Overview page renders the same read in-process)
  accountReads.overview,
);
