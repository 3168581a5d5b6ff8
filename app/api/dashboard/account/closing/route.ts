import { serve } from "@/lib/api/serve-operations";
import { accountReads } from "@/lib/dashboard/reads/account-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/account/closing – the account's name and closing state
  accountReads.closing,
);
