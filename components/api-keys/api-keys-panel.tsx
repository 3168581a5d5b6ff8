"use client";

import { useState } from "react";
import { toast } from "sonner";
import Link from "next/link";
import { useCan, useCanCall } from "@/components/dashboard/role-context";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Table, type Column } from "@/components/ui/table";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardRequestLogOperations } from "@/lib/dashboard/operations/request-log-operations";
import { useApiKeys, useRevokeApiKey, type ApiKeyRow, type CreatedApiKey } from "@/lib/dashboard/queries/use-api-keys";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewKeyNotice } from "./new-key-notice";

function keyState(key: ApiKeyRow): { label: string; tone: "green" | "red" | "slate" | "amber"; title?: string } {
  if (key.revokedAt) return { label: "Revoked", tone: "red" };
  if (key.expiresAt && new Date(key.expiresAt) <= new Date()) return { label: "Expired", tone: "slate" };
  // The server's standing (lib/access/api-key-policy.ts), as it authenticates the key.
  if (key.standing === "maker_left")
    return { label: "Maker left", tone: "red", title: "Its maker is no longer a member: the key gets 401 until revoked and replaced." };
  if (key.standing === "limited")
    return {
      label: "Limited",
      tone: "amber",
      title: `Its maker's role no longer grants ${key.suspendedPermissions.join(", ")}: those requests get 403.`,
    };
  return { label: "Active", tone: "green" };
}

export function ApiKeysPanel() {
  const [created, setCreated] = useState<CreatedApiKey>();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const creating = useCanCall(dashboardApiKeyOperations.create, "create API keys");
  const revoking = useCanCall(dashboardApiKeyOperations.revoke, "revoke API keys");
  const readingLogs = useCan(dashboardRequestLogOperations.list);

  const columns: Column<ApiKeyRow>[] = [
    { header: "Name", cell: (key) => <span className="font-medium">{key.name}</span> },
    { header: "Key", cell: (key) => <span className="font-mono text-xs">{key.prefix}…</span> },
    {
      header: "Permissions",
      cell: (key) => (
        <span className="flex flex-wrap justify-end gap-1 sm:justify-start">
          {key.permissions.map((permission) => (
            <Badge key={permission}>{permission}</Badge>
          ))}
        </span>
      ),
    },
    {
      header: "Made by",
      cell: (key) => <span className="break-all">{key.createdBy ?? "The account (CLI or system)"}</span>,
    },
    { header: "Created (UTC)", cell: (key) => formatShortDateTime(key.createdAt), className: "sm:whitespace-nowrap" },
    { header: "Expires (UTC)", cell: (key) => formatShortDateTime(key.expiresAt, "No expiry"), className: "sm:whitespace-nowrap" },
    { header: "Last used (UTC)", cell: (key) => formatShortDateTime(key.lastUsedAt, "Never"), className: "sm:whitespace-nowrap" },
    {
      header: "Last 24 h",
      cell: (key) => (
        <span className="block text-xs sm:whitespace-nowrap" data-testid={`api-key-activity-${key.id}`}>
          {key.last24h.requests} {key.last24h.requests === 1 ? "request" : "requests"}
          {key.last24h.errors > 0 ? (
            <span className="text-red-700">
              , {key.last24h.errors} {key.last24h.errors === 1 ? "error" : "errors"}
            </span>
          ) : null}
          {readingLogs ? (
            <Link href={`/api-logs?keyId=${key.id}`} className="block text-indigo-700 underline underline-offset-2">
              Logs
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (key) => {
        const state = keyState(key);
        return (
          <span title={state.title}>
            <Badge tone={state.tone}>{state.label}</Badge>
            {state.title ? <span className="sr-only"> {state.title}</span> : null}
          </span>
        );
      },
    },
    {
      header: "",
      className: "text-right",
      cell: (key) =>
        key.revokedAt || !revoking.can ? null : (
          <ConfirmButton
            label="Revoke"
            title={`Revoke “${key.name}”?`}
            description="Programs using this key get 401 UNAUTHORIZED from their next request on. This cannot be undone."
            confirmLabel="Revoke key"
            disabled={revoke.isPending}
            onConfirm={() => revoke.mutate(key.id, { onSuccess: () => toast.success(`Key “${key.name}” revoked`) })}
          />
        ),
    },
  ];

  return (
    <div className="space-y-6">
      {created ? <NewKeyNotice created={created} onDismiss={() => setCreated(undefined)} /> : null}
      <Card title="Create a key" description="Give it a name you will recognise, and only the permissions it needs.">
        {creating.can ? (
          <CreateApiKeyForm
            onCreated={(key) => {
              setCreated(key);
              toast.success(`Key “${key.apiKey.name}” created`);
            }}
          />
        ) : (
          creating.reason
        )}
      </Card>
      <Card title="Your keys">
        {revoking.can ? null : <div className="mb-4">{revoking.reason}</div>}
        {keys.isPending ? <LoadingState /> : null}
        {keys.isError ? <ErrorState error={keys.error} onRetry={() => keys.refetch()} /> : null}
        {revoke.isError ? <ErrorState error={revoke.error} /> : null}
        {keys.data && keys.data.data.length === 0 ? (
          <EmptyState title="No API keys yet">Create one above to call the API.</EmptyState>
        ) : null}
        {keys.data && keys.data.data.length > 0 ? (
          <Table
            caption="Your API keys"
            columns={columns}
            rows={keys.data.data}
            rowKey={(key) => key.id}
            rowProps={(key) => ({ "data-testid": `api-key-${key.id}` })}
          />
        ) : null}
      </Card>
    </div>
  );
}
