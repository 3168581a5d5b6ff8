"use client";

import { PERMISSION_PRESET_LABELS, presetOf } from "@/lib/access/permissions";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import Link from "next/link";
import { useCan, useCanCall } from "@/components/dashboard/role-context";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { DataTable, DateText, IdText, type Column } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/client.gen";
import { dashboardRequestLogOperations } from "@/lib/dashboard/operations/client.gen";
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
    {
      // The name with the key's prefix under it (only the prefix is kept; the key is shown
      // once): one column instead of two leaves the name and the maker room at 1440 px.
      header: "Name",
      cell: (key) => (
        <span className="block min-w-0">
          <TruncatedText value={key.name} className="font-medium" />
          <IdText value={key.prefix} display={`${key.prefix}…`} label="key prefix" />
        </span>
      ),
      width: "26%",
      truncate: true,
    },
    {
      // A preset by its name (its permissions on hover and to screen readers), as the form offers it; others tag by tag.
      header: "Permissions",
      cell: (key) => {
        const preset = presetOf(key.permissions);
        return preset ? (
          <span title={key.permissions.join(", ")}>
            <Badge>{PERMISSION_PRESET_LABELS[preset]}</Badge>
            <span className="sr-only"> ({key.permissions.join(", ")})</span>
          </span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {key.permissions.map((permission) => (
              <Badge key={permission}>{permission}</Badge>
            ))}
          </span>
        );
      },
      width: "18%",
    },
    // Who made the key under when, and the last day's use under the last use: seven columns
    // rather than nine, so at 1440 px the name and the maker have the room they were cut to.
    {
      header: "Created (UTC)",
      cell: (key) => (
        <span className="block min-w-0">
          <DateText value={key.createdAt} />
          <TruncatedText value={`by ${key.createdBy ?? "the account (CLI or system)"}`} className="text-xs text-muted" />
        </span>
      ),
      width: "18%",
      truncate: true,
    },
    { header: "Expires (UTC)", cell: (key) => <DateText value={key.expiresAt} empty="No expiry" />, nowrap: true },
    {
      header: "Last used (UTC)",
      cell: (key) => (
        <span className="block whitespace-nowrap">
          <DateText value={key.lastUsedAt} empty="Never" />
          <span className="block text-xs text-muted" data-testid={`api-key-activity-${key.id}`}>
            24 h: {key.last24h.requests} {key.last24h.requests === 1 ? "request" : "requests"}
            {key.last24h.errors > 0 ? (
              <span className="text-danger">
                , {key.last24h.errors} {key.last24h.errors === 1 ? "error" : "errors"}
              </span>
            ) : null}
            {readingLogs ? (
              <>
                {" · "}
                <Link href={`/api-logs?keyId=${key.id}`} className="text-accent-fg underline underline-offset-2">
                  Logs
                </Link>
              </>
            ) : null}
          </span>
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
      align: "end",
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
          <DataTable
            stackBelow="wide"
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
