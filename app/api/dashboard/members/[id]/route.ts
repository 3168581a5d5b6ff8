import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { changeMemberRole } from "@/lib/team/change-member-role";
import { removeMember } from "@/lib/team/remove-member";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PATCH /api/dashboard/members/:id – change a member's role
  implement(operations.changeRole, ({ auth, audit, params, body }) => changeMemberRole(auth.accountId, audit, params.id, body.role)),
  // DELETE /api/dashboard/members/:id – remove a member
  implement(operations.removeMember, ({ auth, audit, params }) => removeMember(auth.accountId, audit, params.id)),
);
