import { implement } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { listInvitations } from "@/lib/team/list-invitations";
import { listMembers } from "@/lib/team/list-members";

/** The team's reads, served by their routes and rendered first by the Team page. */
export const teamReads = {
  // GET /api/dashboard/members – everyone on the signed-in account
  members: implement(operations.listMembers, async ({ auth }) => ({ data: await listMembers(auth.accountId) })),
  // GET /api/dashboard/invitations – pending invitations (admins and owners)
  invitations: implement(operations.listInvitations, async ({ auth }) => ({ data: await listInvitations(auth.accountId) })),
};
