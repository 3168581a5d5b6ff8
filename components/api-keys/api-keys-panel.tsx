"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { fetchJson, type Serialized } from "@/lib/dashboard/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";
import type { ApiKeyView } from "@/lib/schemas/api-key";
import { CreateApiKeyForm, type CreatedKey } from "./create-api-key-form";
import { NewKeyNotice } from "./new-key-notice";

export type ApiKeyRow = Serialized<ApiKeyView>;

function keyState(key: ApiKeyRow): { label: string; tone: "green" | "red" | "slate" } {
  if (key.revokedAt) return { label: "Revoked", tone: "red" };
  if (key.expiresAt && new Date(key.expiresAt) <= new Date()) return { label: "Expired", tone: "slate" };
  return { label: "Active", tone: "green" };
}

export function ApiKeysPanel() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedKey>();
  const keys = useQuery({ queryKey: ["api-keys"], queryFn: () => fetchJson<{ data: ApiKeyRow[] }>("/api/dashboard/api-keys") });
  const revoke = useMutation({
    mutationFn: (id: string) => fetchJson(`/api/dashboard/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["api-keys"] }),
  });

  return (
    <div className="space-y-6">
      {created ? <NewKeyNotice created={created} onDismiss={() => setCreated(undefined)} /> : null}
      <Card title="Create a key" description="Give it a name you will recognise, and only the permissions it needs.">
        <CreateApiKeyForm
          onCreated={(key) => {
            setCreated(key);
            void queryClient.invalidateQueries({ queryKey: ["api-keys"] });
          }}
        />
      </Card>
      <Card title="Your keys">
        {keys.isPending ? <LoadingState /> : null}
        {keys.isError ? <ErrorState error={keys.error} onRetry={() => keys.refetch()} /> : null}
        {revoke.isError ? <ErrorState error={revoke.error} /> : null}
        {keys.data && keys.data.data.length === 0 ? (
          <EmptyState title="No API keys yet">Create one above to call the API.</EmptyState>
        ) : null}
        {keys.data && keys.data.data.length > 0 ? (
          <DataTable columns={["Name", "Key", "Permissions", "Created", "Last used", "Status", ""]} minWidthClass="min-w-[640px]">
            {keys.data.data.map((key) => {
              const state = keyState(key);
              return (
                <tr key={key.id} data-testid={`api-key-${key.id}`}>
                  <td className="px-5 py-3 font-medium">{key.name}</td>
                  <td className="px-5 py-3 font-mono text-xs">{key.prefix}…</td>
                  <td className="px-5 py-3">
                    <div className="flex flex-wrap gap-1">
                      {key.permissions.map((permission) => (
                        <Badge key={permission}>{permission}</Badge>
                      ))}
                    </div>
                  </td>
                  <td className="px-5 py-3 text-slate-600">{formatDateTime(key.createdAt)}</td>
                  <td className="px-5 py-3 text-slate-600">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</td>
                  <td className="px-5 py-3">
                    <Badge tone={state.tone}>{state.label}</Badge>
                  </td>
                  <td className="px-5 py-3 text-right">
                    {key.revokedAt ? null : (
                      <ConfirmButton
                        label="Revoke"
                        title={`Revoke “${key.name}”?`}
                        description="Programs using this key get 401 UNAUTHORIZED from the next request on. This cannot be undone."
                        confirmLabel="Revoke key"
                        disabled={revoke.isPending}
                        onConfirm={() => revoke.mutate(key.id)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        ) : null}
      </Card>
    </div>
  );
}
