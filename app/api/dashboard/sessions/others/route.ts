import { implement, serve } from "@/lib/api/serve-operations";
import { endOtherUserSessions } from "@/lib/identity/sessions/end-user-session";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/sessions/others – end every session of the member but this one
  implement(operations.endOtherSessions, async ({ auth, audit }) => {
    await endOtherUserSessions(auth, audit);
  }),
);
