import { getAccountClosing } from "@/lib/accounts/get-account-closing";
import { implement } from "@/lib/api/serve-operations";
import { loadOverview } from "@/lib/dashboard/load-overview";
import { loadPlan } from "@/lib/dashboard/load-plan";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";

/** The account's reads, served by their routes and rendered first by the Overview and Plan pages. */
export const accountReads = {
  // GET /api/dashboard/overview – plan, requests left, usage this period, recent calls and webhook health
  overview: implement(operations.overview, ({ auth }) => loadOverview(auth.accountId)),
  // GET /api/dashboard/usage – billed minutes this period per day and per assistant
  usageBreakdown: implement(operations.usageBreakdown, ({ auth }) => getUsageBreakdown(auth.accountId)),
  // GET /api/dashboard/plan – the account's tier and every plan
  plan: implement(operations.getPlan, ({ auth }) => loadPlan(auth.accountId)),
  // GET /api/dashboard/account/closing – the account's name and closing state (owners; the Account page)
  closing: implement(operations.getClosing, ({ auth }) => getAccountClosing(auth.accountId)),
};
