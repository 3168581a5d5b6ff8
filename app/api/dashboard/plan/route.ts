import { changeTier } from "@/lib/accounts/change-tier";
import { implement, serve } from "@/lib/api/serve-operations";
import { accountReads } from "@/lib/dashboard/reads/account-reads";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { PLANS } from "@/lib/tiers";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/plan – the account's tier and every plan
  accountReads.plan,
  // PUT /api/dashboard/plan – switch tier
  implement(operations.changePlan, async ({ auth, body, audit }) => ({
    ...(await changeTier(auth.accountId, body.tier, audit)),
    plans: PLANS,
  })),
);
