// GET /api/dashboard/overview – plan, usage this period, recent calls and webhook health at a glance
import { getAccount } from "@/lib/accounts/get-account";
import { json } from "@/lib/api/responses";
import { listCalls } from "@/lib/calls/list-calls";
import { withSession } from "@/lib/dashboard/with-session";
import { TIERS } from "@/lib/tiers";
import { getUsage } from "@/lib/usage/get-usage";
import { summarizeWebhookHealth } from "@/lib/webhooks/summarize-webhook-health";

export const GET = withSession(async ({ accountId }) => {
  const [account, usage, recentCalls, webhook] = await Promise.all([
    getAccount(accountId),
    getUsage(accountId),
    listCalls(accountId, { limit: 5 }),
    summarizeWebhookHealth(accountId),
  ]);
  return json({ account: { name: account.name, plan: TIERS[account.tier] }, usage, recentCalls: recentCalls.data, webhook });
});
