import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardInvitationOperations as operations } from "@/lib/dashboard/operations/invitation-operations";
import { acceptInvitation } from "@/lib/team/accept-invitation";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/invitation/accept – accept with a name and a password (public)
  implement(operations.acceptInvitation, ({ body, request, requestId }) => acceptInvitation(body, request, requestId)),
);
