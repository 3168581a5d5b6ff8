import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardSessionOperations as operations } from "@/lib/dashboard/operations/session-operations";
import { changePassword } from "@/lib/identity/passwords/change-password";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/password – change the password; the user's other sessions end
  implement(operations.changePassword, async ({ auth, body, audit }) => {
    await changePassword(auth.userId, body, { keepSession: auth.sessionId, audit });
  }),
);
