"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCan, useCanCall } from "@/components/dashboard/role-context";
import { Card } from "@/components/ui/card";
import { IdText } from "@/components/ui/data-table";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { DashboardApiError } from "@/lib/dashboard/request";
import { dashboardAssistantOperations as assistantOperations } from "@/lib/dashboard/operations/client.gen";
import { useAssistants, useCreateAssistant, useDeleteAssistant, useUpdateAssistant } from "@/lib/dashboard/queries/use-assistants";
import { AssistantForm } from "./assistant-form";

const fieldErrorsOf = (error: unknown) =>
  error instanceof DashboardApiError ? { form: Object.keys(error.fieldErrors).length ? "" : error.message, ...error.fieldErrors } : {};

export function AssistantsPanel() {
  const [editing, setEditing] = useState<string>();
  const assistants = useAssistants();
  const create = useCreateAssistant();
  const update = useUpdateAssistant();
  const remove = useDeleteAssistant();
  const creating = useCanCall(assistantOperations.create, "create assistants");
  const changing = useCanCall([assistantOperations.update, assistantOperations.delete], "change or delete assistants");
  const canUpdate = useCan(assistantOperations.update);
  const canDelete = useCan(assistantOperations.delete);

  const rows = assistants.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <Card title="New assistant">
        {creating.can ? (
          <AssistantForm
            key={create.isSuccess ? create.data.id : "new"}
            errors={fieldErrorsOf(create.error)}
            pending={create.isPending}
            submitLabel="Create assistant"
            onSubmit={(values) =>
              create.mutate(values, { onSuccess: (assistant) => toast.success(`Assistant “${assistant.name}” created`) })
            }
          />
        ) : (
          creating.reason
        )}
      </Card>
      <Card title="Your assistants">
        {changing.reason ? <div className="mb-4">{changing.reason}</div> : null}
        {assistants.isPending ? <LoadingState /> : null}
        {assistants.isError ? <ErrorState error={assistants.error} onRetry={() => assistants.refetch()} /> : null}
        {remove.isError ? <ErrorState error={remove.error} /> : null}
        {update.isError && !editing ? <ErrorState error={update.error} /> : null}
        {assistants.isSuccess && rows.length === 0 ? (
          <EmptyState title="No assistants yet">Create one above, or with POST /api/v1/assistants.</EmptyState>
        ) : null}
        <ul className="divide-y divide-divider">
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
                    update.mutate(
                      { id: assistant.id, changes: { ...values, businessWebsite: values.businessWebsite ?? null } },
                      {
                        onSuccess: (saved) => {
                          setEditing(undefined);
                          toast.success(`Changes to “${saved.name}” saved`);
                        },
                      },
                    )
                  }
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium">{assistant.name}</p>
                      <Badge tone={assistant.status === "active" ? "green" : "slate"}>{assistant.status}</Badge>
                    </div>
                    <p className="break-words text-sm text-muted">
                      {assistant.language} · {assistant.voiceId} ({assistant.voiceTier}) ·{" "}
                      <span data-volatile>{assistant.phoneNumber}</span>
                    </p>
                    <p className="min-w-0 text-muted">
                      <IdText value={assistant.id} label="assistant id" />
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2 empty:hidden">
                    {canUpdate ? (
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={update.isPending}
                        onClick={() => {
                          const status = assistant.status === "active" ? "inactive" : "active";
                          update.mutate(
                            { id: assistant.id, changes: { status } },
                            { onSuccess: (saved) => toast.success(`“${saved.name}” is now ${saved.status}`) },
                          );
                        }}
                      >
                        {assistant.status === "active" ? "Deactivate" : "Activate"}
                      </Button>
                    ) : null}
                    {canUpdate ? (
                      <Button type="button" variant="secondary" onClick={() => setEditing(assistant.id)}>
                        Edit
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <ConfirmButton
                        label="Delete"
                        title={`Delete “${assistant.name}”?`}
                        description="The assistant stops answering calls and is removed. Its call history stays."
                        confirmLabel="Delete assistant"
                        disabled={remove.isPending}
                        onConfirm={() =>
                          remove.mutate(assistant.id, { onSuccess: () => toast.success(`Assistant “${assistant.name}” deleted`) })
                        }
                      />
                    ) : null}
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
