import { serve } from "@/lib/api/serve-operations";
import { teamReads } from "@/lib/dashboard/reads/team-reads";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/members – everyone on the signed-in account
  teamReads.members,
);
