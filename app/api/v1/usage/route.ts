import { usageOperations } from "@/lib/api/operations/usage-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { getUsage } from "@/lib/usage/get-usage";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/usage – minutes used in the current billing period against the tier's included minutes
  implement(usageOperations.get, ({ auth }) => getUsage(auth.accountId)),
);
