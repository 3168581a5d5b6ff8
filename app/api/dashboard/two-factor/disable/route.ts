import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { disableTwoFactor } from "@/lib/identity/second-factors/disable-two-factor";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/two-factor/disable – two-factor off, after a fresh second factor
  implement(operations.disableTwoFactor, async ({ auth, body, audit }) => {
    await disableTwoFactor(auth, body.code, audit);
  }),
);
