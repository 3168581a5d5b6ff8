import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { setTwoFactorRequirement } from "@/lib/identity/second-factors/set-two-factor-requirement";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // PUT /api/dashboard/account/two-factor-requirement – an owner requires two-factor of every member, or stops
  implement(operations.setTwoFactorRequirement, ({ auth, body, audit }) => setTwoFactorRequirement(auth, body.required, audit)),
);
