import { implement, serve } from "@/lib/api/serve-operations";
import { apiKeyReads } from "@/lib/dashboard/reads/api-key-reads";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { dashboardApiKeyOperations as operations } from "@/lib/dashboard/operations/api-key-operations";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/dashboard/api-keys – the signed-in account's keys
  apiKeyReads.list,
  // POST /api/dashboard/api-keys – create one (secret shown once)
  // (a member may only grant what their role may use: audit:read needs an admin)
  implement(operations.create, ({ auth, body, audit }) => createApiKey(auth.accountId, body, audit, auth.role)),
);
