import { serve } from "@/lib/api/serve-operations";
import { twoFactorReads } from "@/lib/dashboard/reads/two-factor-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/two-factor – on or off, recovery codes left
  twoFactorReads.status,
);
