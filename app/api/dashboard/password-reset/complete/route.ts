import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/password-reset-operations";
import { completePasswordReset } from "@/lib/identity/passwords/complete-password-reset";
import { requestOriginOf } from "@/lib/identity/passwords/request-origin";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/password-reset/complete – a new password from a reset link; every session of the user ends
  implement(operations.completePasswordReset, async ({ request, requestId, body }) => {
    await completePasswordReset(body, requestOriginOf(request, requestId));
  }),
);
