import { changeTier } from "@/lib/accounts/change-tier";
import { getAccount } from "@/lib/accounts/get-account";
import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { TIERS } from "@/lib/tiers";

const plans = Object.entries(TIERS).map(([tier, plan]) => ({ tier, ...plan }));

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/plan – the account's tier and every plan
  implement(operations.getPlan, async ({ auth }) => ({ tier: (await getAccount(auth.accountId)).tier, plans })),
  // PUT /api/dashboard/plan – switch tier
  implement(operations.changePlan, async ({ auth, body }) => ({ ...(await changeTier(auth.accountId, body.tier)), plans })),
);
