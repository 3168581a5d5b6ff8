import { getAccount } from "@/lib/accounts/get-account";
import { implement, serve } from "@/lib/api/serve-operations";
import { listCalls } from "@/lib/calls/list-calls";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { getRemainingRequests } from "@/lib/rate-limit/get-remaining-requests";
import { TIERS } from "@/lib/tiers";
import { getUsage } from "@/lib/usage/get-usage";
import { summarizeWebhookHealth } from "@/lib/webhooks/summarize-webhook-health";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/overview – plan, requests left, usage this period, recent calls and webhook health
  implement(operations.overview, async ({ auth: { accountId } }) => {
    const account = await getAccount(accountId);
    const [rateLimit, usage, recentCalls, webhook] = await Promise.all([
      getRemainingRequests(accountId, account.tier),
      getUsage(accountId),
      listCalls(accountId, { limit: 5 }),
      summarizeWebhookHealth(accountId),
    ]);
    return { account: { name: account.name, plan: TIERS[account.tier] }, rateLimit, usage, recentCalls: recentCalls.data, webhook };
  }),
);
