import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { removeMember } from "@/lib/team/remove-member";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/membership – leave the account
  implement(operations.leaveAccount, ({ auth, audit }) => removeMember(auth.accountId, audit, auth.userId)),
);
