import { implement } from "@/lib/api/serve-operations";
import { loadInvitations, loadMembers } from "@/lib/dashboard/load-team";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";

/** The team's reads, served by their routes and rendered first by the Team page. */
export const teamReads = {
  // GET /api/dashboard/members – everyone on the signed-in account
  members: implement(operations.listMembers, ({ auth }) => loadMembers(auth.accountId)),
  // GET /api/dashboard/invitations – pending invitations (admins and owners)
  invitations: implement(operations.listInvitations, ({ auth }) => loadInvitations(auth.accountId)),
};
