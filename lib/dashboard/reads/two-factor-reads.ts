import { implement } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { findTwoFactorStatus } from "@/lib/identity/factors/find-two-factor-status";

/** The signed-in user's two-factor status, served by its route and rendered first by the Account page. */
export const twoFactorReads = {
  // GET /api/dashboard/two-factor – on or off, recovery codes left (never the key)
  status: implement(operations.getTwoFactor, ({ auth }) => findTwoFactorStatus(auth)),
};
