import { serve } from "@/lib/api/serve-operations";
import { webhookReads } from "@/lib/dashboard/reads/webhook-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook/deliveries – the account's deliveries, newest first, a page at a time
  webhookReads.deliveries,
);
