import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardInvitationOperations as operations } from "@/lib/dashboard/operations/invitation-operations";
import { previewInvitation } from "@/lib/team/find-invitation-by-token";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/invitation/preview – what an invitation link offers (public)
  implement(operations.previewInvitation, ({ body }) => previewInvitation(body.token)),
);
