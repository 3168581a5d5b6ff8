import { implement, serve } from "@/lib/api/serve-operations";
import { loadMembers } from "@/lib/dashboard/load-team";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/members – everyone on the signed-in account
  implement(operations.listMembers, ({ auth }) => loadMembers(auth.accountId)),
);
