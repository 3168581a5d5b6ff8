import { notFound } from "@/lib/api/not-found";
import { implement, serve } from "@/lib/api/serve-operations";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { dashboardApiKeyOperations as operations } from "@/lib/dashboard/operations/api-key-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/dashboard/api-keys/:id – revoke one of the signed-in account's keys
  implement(operations.revoke, async ({ auth, params, audit }) => {
    if (!(await revokeApiKey(auth.accountId, params.id, audit))) notFound("API key");
  }),
);
