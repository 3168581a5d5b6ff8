"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useRole } from "@/components/dashboard/role-context";
import {
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESETS,
  PERMISSION_ROLES,
  PERMISSIONS,
  type Permission,
  type PermissionPreset,
} from "@/lib/access/permissions";
import { DashboardApiError } from "@/lib/dashboard/request";
import { useCreateApiKey, type CreatedApiKey } from "@/lib/dashboard/queries/use-api-keys";
import { canGrant } from "@/lib/access/api-key-policy";

const PRESET_LABELS: Record<PermissionPreset | "custom", string> = { ...PERMISSION_PRESET_LABELS, custom: "Custom" };

/** Tomorrow in UTC as YYYY-MM-DD: the earliest expiry the date field offers. */
function tomorrowUtc(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [preset, setPreset] = useState<PermissionPreset | "custom">("full_access");
  const [custom, setCustom] = useState<Permission[]>(["assistants:read"]);
  const [nameError, setNameError] = useState<string>();
  const create = useCreateApiKey();
  // A key never does more than its maker could by hand: permissions above the member's role are not offered.
  const role = useRole();
  const grantable = PERMISSIONS.filter((permission) => canGrant(role, permission).allowed);
  const withheld = PERMISSIONS.filter((permission) => !grantable.includes(permission));
  const fieldErrors = create.error instanceof DashboardApiError ? create.error.fieldErrors : {};

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    // Checked here too, so the most common slip gets a message before any request.
    setNameError(name ? undefined : "Give the key a name, such as “Production server”.");
    if (!name) return;
    const expiry = String(data.get("expiresAt") ?? "");
    create.mutate(
      {
        name,
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

  const permissionsError =
    fieldErrors.permissions ?? (preset === "custom" && custom.length === 0 ? "Choose at least one permission." : undefined);

  return (
    <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate aria-label="Create a key">
      <FormField label="Name" name="name" placeholder="Production server" error={nameError ?? fieldErrors.name} required />
      <FormField
        label="Expires on (optional)"
        name="expiresAt"
        type="date"
        min={tomorrowUtc()}
        error={fieldErrors.expiresAt}
        hint="The key stops working at the end of that day (UTC). Leave empty for a key that does not expire."
      />
      <fieldset className="space-y-2 md:col-span-2">
        <legend className="text-sm font-medium text-fg-soft">Permissions</legend>
        <div className="flex flex-wrap gap-4">
          {(Object.keys(PRESET_LABELS) as (PermissionPreset | "custom")[]).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="preset" value={value} checked={preset === value} onChange={() => setPreset(value)} />
              {PRESET_LABELS[value]}
            </label>
          ))}
        </div>
        {preset === "custom" ? (
          <div className="flex flex-wrap gap-4 rounded-md bg-surface-muted p-3">
            {grantable.map((permission) => (
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
            {withheld.map((permission) => (
              <p key={permission} className="w-full text-xs text-muted">
                <span className="font-mono">{permission}</span> needs the {PERMISSION_ROLES[permission]} role or higher.
              </p>
            ))}
          </div>
        ) : (
          <p className="text-xs text-muted">{PERMISSION_PRESETS[preset].join(", ")}</p>
        )}
        {permissionsError ? (
          <p role="alert" className="text-sm text-danger">
            {permissionsError}
          </p>
        ) : null}
      </fieldset>
      {create.isError && !(create.error instanceof DashboardApiError && Object.keys(fieldErrors).length) ? (
        <p role="alert" className="text-sm text-danger md:col-span-2">
          {create.error.message}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending || (preset === "custom" && custom.length === 0)}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </div>
    </form>
  );
}
