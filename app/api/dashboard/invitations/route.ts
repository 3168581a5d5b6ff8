import { implement, serve } from "@/lib/api/serve-operations";
import { teamReads } from "@/lib/dashboard/reads/team-reads";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { inviteMember } from "@/lib/team/invite-member";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/invitations – pending invitations
  teamReads.invitations,
  // POST /api/dashboard/invitations – invite by e-mail with a role
  implement(operations.invite, ({ auth, audit, body }) => inviteMember(auth.accountId, audit, body)),
);
