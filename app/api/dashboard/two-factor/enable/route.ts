import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { enableTotp } from "@/lib/identity/second-factors/enable-totp";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/two-factor/enable – confirm the key with a code; the recovery codes
  implement(operations.enableTotp, async ({ auth, body, audit }) => ({ recoveryCodes: await enableTotp(auth, body.code, audit) })),
);
