import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { resetMemberTwoFactor } from "@/lib/team/reset-member-two-factor";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/members/{id}/two-factor – an owner resets a member's lost two-factor
  implement(operations.resetMemberTwoFactor, async ({ auth, params, audit }) => {
    await resetMemberTwoFactor(auth.accountId, audit, params.id);
  }),
);
