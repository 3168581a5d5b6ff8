import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { regenerateRecoveryCodes } from "@/lib/identity/second-factors/regenerate-recovery-codes";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/two-factor/recovery-codes – ten new recovery codes, after a current code
  implement(operations.regenerateRecoveryCodes, async ({ auth, body, audit }) => ({
    recoveryCodes: await regenerateRecoveryCodes(auth, body.code, audit),
  })),
);
