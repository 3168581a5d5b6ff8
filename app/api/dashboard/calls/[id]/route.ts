import { serve } from "@/lib/api/serve-operations";
import { callReads } from "@/lib/dashboard/reads/call-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
  callReads.get,
);
