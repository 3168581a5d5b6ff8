import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardApiKeyOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";

export type ApiKeyRow = ResponseOf<typeof operations.list>["data"][number];
export type CreatedApiKey = ResponseOf<typeof operations.create>;

export const apiKeysQuery = queryOptions({ queryKey: ["api-keys"], queryFn: () => request(operations.list) });

export function useApiKeys() {
  return useQuery(apiKeysQuery);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestInput<typeof operations.create>["body"]) => request(operations.create, { body }),
    onSuccess: () => queryClient.invalidateQueries(apiKeysQuery),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(operations.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(apiKeysQuery),
  });
}
