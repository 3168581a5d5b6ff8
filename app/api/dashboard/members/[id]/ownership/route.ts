import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTeamOperations as operations } from "@/lib/dashboard/operations/team-operations";
import { transferOwnership } from "@/lib/team/transfer-ownership";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/members/{id}/ownership – hand your ownership to another member (owners, confirmed)
  implement(operations.transferOwnership, ({ auth, audit, params }) => transferOwnership(auth.accountId, audit, params.id)),
);
