import { implement, serve } from "@/lib/api/serve-operations";
import { confirmIdentity } from "@/lib/auth/confirm-identity";
import { dashboardConfirmationOperations as operations } from "@/lib/dashboard/operations/confirmation-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/sessions/confirm – the password or an app code, for the next 10 minutes of dangerous changes
  implement(operations.confirmIdentity, async ({ auth, body, audit }) => {
    await confirmIdentity(auth, body, audit);
  }),
);
