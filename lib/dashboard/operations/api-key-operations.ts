import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { keyGrantNeedsConfirmation } from "@/lib/access/confirmation-policy";
import { apiKeyListItemSchema, apiKeyViewSchema, createApiKeySchema, type CreateApiKeyData } from "@/lib/schemas/api-key";
import { prefixedIdSchema } from "@/lib/schemas/ids";

const apiKeyListSchema = z.object({ data: z.array(apiKeyListItemSchema) });
const createdApiKeySchema = z.object({ apiKey: apiKeyViewSchema, secret: z.string() });

export const dashboardApiKeyOperations = {
  list: defineOperation({
    id: "dashboardListApiKeys",
    method: "GET",
    path: "/api/dashboard/api-keys",
    access: "session",
    role: "viewer",
    summary: "The account's API keys (never their secrets), each with its requests and errors of the last 24 hours",
    response: { status: 200, description: "The keys.", schema: apiKeyListSchema },
  }),
  create: defineOperation({
    id: "dashboardCreateApiKey",
    method: "POST",
    path: "/api/dashboard/api-keys",
    access: "session",
    role: "developer",
    summary: "Create an API key; the secret is shown this once",
    body: createApiKeySchema,
    // Every new key, whatever it may do: asked again, as GitHub does for every token (decision 0180).
    confirm: (body: CreateApiKeyData) => keyGrantNeedsConfirmation(body.permissions),
    response: { status: 201, description: "The key and its secret.", schema: createdApiKeySchema },
  }),
  revoke: defineOperation({
    id: "dashboardRevokeApiKey",
    method: "DELETE",
    path: "/api/dashboard/api-keys/{id}",
    access: "session",
    role: "developer",
    summary: "Revoke an API key",
    params: z.object({ id: prefixedIdSchema("key", "API key identifier.") }),
    resource: "API key",
    response: { status: 204, description: "Revoked." },
  }),
};
