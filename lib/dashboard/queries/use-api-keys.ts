import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { createApiKey } from "@/lib/api-keys/create-api-key";
import type { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { fetchJson, sendJson } from "@/lib/dashboard/fetch-json";
import { serializedSchema, type Serialized } from "@/lib/dashboard/serialize";
import { apiKeyViewSchema, type createApiKeySchema } from "@/lib/schemas/api-key";

export type ApiKeyRow = Serialized<Awaited<ReturnType<typeof listApiKeys>>>[number];
export type CreatedApiKey = Serialized<Awaited<ReturnType<typeof createApiKey>>>;

const apiKeyRowSchema = serializedSchema(apiKeyViewSchema);
const apiKeyListSchema = z.object({ data: z.array(apiKeyRowSchema) });
const createdApiKeySchema: z.ZodType<CreatedApiKey> = z.object({ apiKey: apiKeyRowSchema, secret: z.string() });

export const apiKeyKeys = { all: ["api-keys"] as const };

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: () => fetchJson("/api/dashboard/api-keys", apiKeyListSchema) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createApiKeySchema>) => fetchJson("/api/dashboard/api-keys", createdApiKeySchema, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson(`/api/dashboard/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
