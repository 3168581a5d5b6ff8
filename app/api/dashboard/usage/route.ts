import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/usage – billed minutes this period per day and per assistant
  implement(operations.usageBreakdown, ({ auth }) => getUsageBreakdown(auth.accountId)),
);
