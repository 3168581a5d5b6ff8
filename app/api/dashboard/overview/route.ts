import { implement, serve } from "@/lib/api/serve-operations";
import { loadOverview } from "@/lib/dashboard/load-overview";
import { dashboardAccountOperations as operations } from "@/lib/dashboard/operations/account-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/overview – plan, requests left, usage this period, recent calls and webhook health
  // (the page renders the same loader on the server, so both answers have one shape)
  implement(operations.overview, ({ auth }) => loadOverview(auth.accountId)),
);
