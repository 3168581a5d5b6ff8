import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { endUserSession } from "@/lib/identity/sessions/end-user-session";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/sessions/{id} – end one of the member's other sessions
  implement(operations.endSession, async ({ auth, audit, params }) => {
    if (!(await endUserSession(auth, params.id, audit))) notFound("session");
  }),
);
