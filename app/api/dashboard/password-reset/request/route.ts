import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/password-reset-operations";
import { requestOriginOf } from "@/lib/identity/passwords/request-origin";
import { requestPasswordReset } from "@/lib/identity/passwords/request-password-reset";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/password-reset/request – e-mail a reset link if the account exists; one answer either way
  implement(operations.requestPasswordReset, ({ request, requestId, body }) =>
    requestPasswordReset(body.email, requestOriginOf(request, requestId)),
  ),
);
