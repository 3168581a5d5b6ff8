import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { resendInvitation } from "@/lib/team/resend-invitation";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/invitations/:id/resend – a new link, valid 7 days
  implement(operations.resendInvitation, ({ auth, audit, params }) => resendInvitation(auth.accountId, audit, params.id)),
);
