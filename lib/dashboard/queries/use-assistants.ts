import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { dashboardAssistantOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";
import type { CreateAssistantInput, UpdateAssistantInput } from "@/lib/schemas/assistant";
import { overviewQuery } from "./use-overview";

export type AssistantPage = ResponseOf<typeof operations.list>;
export type AssistantRow = AssistantPage["data"][number];

/** The dashboard lists assistants 50 at a time (the API's page size is the caller's choice). */
export const ASSISTANT_PAGE_SIZE = 50;

const ASSISTANTS_KEY = ["assistants"] as const;

export const assistantsQuery = infiniteQueryOptions({
  queryKey: [...ASSISTANTS_KEY, "list"],
  queryFn: ({ pageParam }) => request(operations.list, { query: { limit: ASSISTANT_PAGE_SIZE, cursor: pageParam || undefined } }),
  initialPageParam: "",
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useAssistants() {
  return useInfiniteQuery(assistantsQuery);
}

function useInvalidateAssistants() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ASSISTANTS_KEY });
    void queryClient.invalidateQueries(overviewQuery);
  };
}

export function useCreateAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({ mutationFn: (body: CreateAssistantInput) => request(operations.create, { body }), onSuccess });
}

export function useUpdateAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAssistantInput }) =>
      request(operations.update, { params: { id }, body: changes }),
    onSuccess,
  });
}

export function useDeleteAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({ mutationFn: (id: string) => request(operations.delete, { params: { id } }), onSuccess });
}
