import { serve } from "@/lib/api/serve-operations";
import { webhookReads } from "@/lib/dashboard/reads/webhook-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/webhook/pending-events – events not yet handed to delivery
  webhookReads.pendingEvents,
);
