// GET /api/dashboard/overview – plan, requests left, usage this period, recent calls and webhook health
import { getAccount } from "@/lib/accounts/get-account";
import { json } from "@/lib/api/responses";
import { listCalls } from "@/lib/calls/list-calls";
import { getRemainingRequests } from "@/lib/rate-limit/get-remaining-requests";
import { withSession } from "@/lib/dashboard/with-session";
import { TIERS } from "@/lib/tiers";
import { getUsage } from "@/lib/usage/get-usage";
import { summarizeWebhookHealth } from "@/lib/webhooks/summarize-webhook-health";

export const GET = withSession(async ({ accountId }) => {
  const account = await getAccount(accountId);
  const [rateLimit, usage, recentCalls, webhook] = await Promise.all([
    getRemainingRequests(accountId, account.tier),
    getUsage(accountId),
    listCalls(accountId, { limit: 5 }),
    summarizeWebhookHealth(accountId),
  ]);
  return json({ account: { name: account.name, plan: TIERS[account.tier] }, rateLimit, usage, recentCalls: recentCalls.data, webhook });
});
