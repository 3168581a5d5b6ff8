"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PERMISSION_PRESETS, PERMISSIONS, type Permission, type PermissionPreset } from "@/lib/api-keys/permissions";
import { DashboardApiError, fetchJson, type Serialized } from "@/lib/dashboard/fetch-json";
import type { ApiKeyView } from "@/lib/schemas/api-key";

export type CreatedKey = { apiKey: Serialized<ApiKeyView>; secret: string };

const PRESET_LABELS: Record<PermissionPreset | "custom", string> = {
  full_access: "Full access",
  read_only: "Read only",
  custom: "Custom",
};

export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const [preset, setPreset] = useState<PermissionPreset | "custom">("full_access");
  const [custom, setCustom] = useState<Permission[]>(["assistants:read"]);
  const create = useMutation({
    mutationFn: (input: { name: string; permissions: Permission[]; expiresAt?: string }) =>
      fetchJson<CreatedKey>("/api/dashboard/api-keys", { method: "POST", body: input }),
  });
  const fieldErrors = create.error instanceof DashboardApiError ? create.error.fieldErrors : {};

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const expiry = String(data.get("expiresAt") ?? "");
    create.mutate(
      {
        name: String(data.get("name") ?? ""),
        permissions: preset === "custom" ? custom : [...PERMISSION_PRESETS[preset]],
        // A date picks the end of that day, UTC.
        ...(expiry ? { expiresAt: `${expiry}T23:59:59Z` } : {}),
      },
      {
        onSuccess: (key) => {
          form.reset();
          onCreated(key);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate>
      <FormField label="Name" name="name" placeholder="Production server" error={fieldErrors.name} required />
      <FormField label="Expires on (optional)" name="expiresAt" type="date" error={fieldErrors.expiresAt} hint="Leave empty for a key that does not expire." />
      <fieldset className="space-y-2 md:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Permissions</legend>
        <div className="flex flex-wrap gap-4">
          {(Object.keys(PRESET_LABELS) as (PermissionPreset | "custom")[]).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="preset" value={value} checked={preset === value} onChange={() => setPreset(value)} />
              {PRESET_LABELS[value]}
            </label>
          ))}
        </div>
        {preset === "custom" ? (
          <div className="flex flex-wrap gap-4 rounded-md bg-slate-50 p-3">
            {PERMISSIONS.map((permission) => (
              <label key={permission} className="flex items-center gap-2 font-mono text-xs">
                <input
                  type="checkbox"
                  checked={custom.includes(permission)}
                  onChange={(event) =>
                    setCustom((current) => (event.target.checked ? [...current, permission] : current.filter((p) => p !== permission)))
                  }
                />
                {permission}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-xs text-slate-500">{PERMISSION_PRESETS[preset].join(", ")}</p>
        )}
        {fieldErrors.permissions ? (
          <p role="alert" className="text-sm text-red-600">
            {fieldErrors.permissions}
          </p>
        ) : null}
      </fieldset>
      {create.isError && !(create.error instanceof DashboardApiError && Object.keys(fieldErrors).length) ? (
        <p role="alert" className="text-sm text-red-600 md:col-span-2">
          {create.error.message}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </div>
    </form>
  );
}
