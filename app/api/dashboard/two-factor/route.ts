import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { findTwoFactorStatus } from "@/lib/two-factor/find-two-factor-status";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/two-factor – on or off, recovery codes left
  implement(operations.getTwoFactor, ({ auth }) => findTwoFactorStatus(auth.userId)),
);
