"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { DashboardApiError, fetchJson } from "@/lib/dashboard/fetch-json";
import type { Assistant, AssistantList } from "@/lib/schemas/assistant";
import { AssistantForm, type AssistantFormValues } from "./assistant-form";

const fieldErrorsOf = (error: unknown) =>
  error instanceof DashboardApiError ? { form: Object.keys(error.fieldErrors).length ? "" : error.message, ...error.fieldErrors } : {};

export function AssistantsPanel() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string>();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ["assistants"] });

  const assistants = useInfiniteQuery({
    queryKey: ["assistants"],
    queryFn: ({ pageParam }) =>
      fetchJson<AssistantList>(`/api/dashboard/assistants${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const create = useMutation({
    mutationFn: (values: AssistantFormValues) => fetchJson<Assistant>("/api/dashboard/assistants", { method: "POST", body: values }),
    onSuccess: invalidate,
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<Omit<AssistantFormValues, "businessWebsite">> & { status?: string; businessWebsite?: string | null } }) =>
      fetchJson<Assistant>(`/api/dashboard/assistants/${id}`, { method: "PUT", body: changes }),
    onSuccess: () => {
      setEditing(undefined);
      void invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => fetchJson(`/api/dashboard/assistants/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });

  const rows = assistants.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <Card title="New assistant">
        <AssistantForm
          key={create.isSuccess ? create.data.id : "new"}
          errors={fieldErrorsOf(create.error)}
          pending={create.isPending}
          submitLabel="Create assistant"
          onSubmit={(values) => create.mutate(values)}
        />
      </Card>
      <Card title="Your assistants">
        {assistants.isPending ? <LoadingState /> : null}
        {assistants.isError ? <ErrorState error={assistants.error} onRetry={() => assistants.refetch()} /> : null}
        {remove.isError ? <ErrorState error={remove.error} /> : null}
        {assistants.isSuccess && rows.length === 0 ? (
          <EmptyState title="No assistants yet">Create one above, or with POST /api/v1/assistants.</EmptyState>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {rows.map((assistant) => (
            <li key={assistant.id} className="py-4" data-testid={`assistant-${assistant.id}`}>
              {editing === assistant.id ? (
                <AssistantForm
                  initial={assistant}
                  errors={fieldErrorsOf(update.error)}
                  pending={update.isPending}
                  submitLabel="Save changes"
                  onCancel={() => setEditing(undefined)}
                  onSubmit={(values) =>
                    update.mutate({ id: assistant.id, changes: { ...values, businessWebsite: values.businessWebsite ?? null } })
                  }
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium">{assistant.name}</p>
                      <Badge tone={assistant.status === "active" ? "green" : "slate"}>{assistant.status}</Badge>
                    </div>
                    <p className="text-sm text-slate-500">
                      {assistant.language} · {assistant.voiceId} ({assistant.voiceTier}) · {assistant.phoneNumber}
                    </p>
                    <p className="font-mono text-xs text-slate-400">{assistant.id}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate({ id: assistant.id, changes: { status: assistant.status === "active" ? "inactive" : "active" } })
                      }
                    >
                      {assistant.status === "active" ? "Deactivate" : "Activate"}
                    </Button>
                    <Button type="button" variant="secondary" onClick={() => setEditing(assistant.id)}>
                      Edit
                    </Button>
                    <ConfirmButton
                      label="Delete"
                      title={`Delete “${assistant.name}”?`}
                      description="The assistant stops answering calls and is removed. Its call history stays."
                      confirmLabel="Delete assistant"
                      disabled={remove.isPending}
                      onConfirm={() => remove.mutate(assistant.id)}
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
        {assistants.hasNextPage ? (
          <Button type="button" variant="secondary" disabled={assistants.isFetchingNextPage} onClick={() => assistants.fetchNextPage()}>
            {assistants.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
