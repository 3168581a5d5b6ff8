import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { listAssistants } from "@/lib/assistants/list-assistants";
import { fetchJson, sendJson } from "@/lib/dashboard/fetch-json";
import { pageQuery } from "@/lib/dashboard/page-query";
import type { Serialized } from "@/lib/dashboard/serialize";
import { assistantListSchema, assistantSchema, type CreateAssistantInput, type UpdateAssistantInput } from "@/lib/schemas/assistant";
import { overviewKeys } from "./use-overview";

export type AssistantPage = Serialized<Awaited<ReturnType<typeof listAssistants>>>;
export type AssistantRow = AssistantPage["data"][number];

/** The dashboard lists assistants 50 at a time (the API's page size is the caller's choice). */
export const ASSISTANT_PAGE_SIZE = 50;

export const assistantKeys = {
  all: ["assistants"] as const,
  list: () => [...assistantKeys.all, "list"] as const,
};

export function useAssistants() {
  return useInfiniteQuery({
    queryKey: assistantKeys.list(),
    queryFn: ({ pageParam }) =>
      fetchJson(`/api/dashboard/assistants?${pageQuery(ASSISTANT_PAGE_SIZE, pageParam)}`, assistantListSchema),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useInvalidateAssistants() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: assistantKeys.all });
    void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
  };
}

export function useCreateAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({
    mutationFn: (input: CreateAssistantInput) => fetchJson("/api/dashboard/assistants", assistantSchema, { method: "POST", body: input }),
    onSuccess,
  });
}

export function useUpdateAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAssistantInput }) =>
      fetchJson(`/api/dashboard/assistants/${encodeURIComponent(id)}`, assistantSchema, { method: "PUT", body: changes }),
    onSuccess,
  });
}

export function useDeleteAssistant() {
  const onSuccess = useInvalidateAssistants();
  return useMutation({
    mutationFn: (id: string) => sendJson(`/api/dashboard/assistants/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}
