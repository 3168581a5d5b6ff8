import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { cancelInvitation } from "@/lib/team/cancel-invitation";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/invitations/:id – cancel an invitation
  implement(operations.cancelInvitation, ({ auth, audit, params }) => cancelInvitation(auth.accountId, audit, params.id)),
);
