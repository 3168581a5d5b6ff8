import { getAccount } from "@/lib/accounts/get-account";
import { getAccountClosing } from "@/lib/accounts/get-account-closing";
import { implement } from "@/lib/api/serve-operations";
import { listCalls } from "@/lib/calls/list-calls";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { getRemainingRequests } from "@/lib/rate-limit/get-remaining-requests";
import { PLANS, TIERS } from "@/lib/tiers";
import { getUsage } from "@/lib/usage/get-usage";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";
import { summarizeWebhookHealth } from "@/lib/webhooks/summarize-webhook-health";

/** The account's reads, served by their routes and rendered first by the Overview and Plan pages. */
export const accountReads = {
  // GET /api/dashboard/overview – plan, requests left, usage this period, recent calls and webhook health
  overview: implement(operations.overview, async ({ auth: { accountId } }) => {
    const account = await getAccount(accountId);
    const [rateLimit, usage, recentCalls, webhook] = await Promise.all([
      getRemainingRequests(accountId, account.tier),
      getUsage(accountId),
      listCalls(accountId, { limit: 5 }),
      summarizeWebhookHealth(accountId),
    ]);
    return { account: { name: account.name, plan: TIERS[account.tier] }, rateLimit, usage, recentCalls: recentCalls.data, webhook };
  }),
  // GET /api/dashboard/usage – billed minutes this period per day and per assistant
  usageBreakdown: implement(operations.usageBreakdown, ({ auth }) => getUsageBreakdown(auth.accountId)),
  // GET /api/dashboard/plan – the account's tier and every plan it can switch to
  plan: implement(operations.getPlan, async ({ auth }) => ({ tier: (await getAccount(auth.accountId)).tier as string, plans: PLANS })),
  // GET /api/dashboard/account/closing – the account's name and closing state (owners; the Account page)
  closing: implement(operations.getClosing, ({ auth }) => getAccountClosing(auth.accountId)),
};
