"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTime } from "@/lib/dashboard/format";
import type { CreatedApiKey } from "@/lib/dashboard/queries/use-api-keys";

export function NewKeyNotice({ created, onDismiss }: { created: CreatedApiKey; onDismiss: () => void }) {
  return (
    <div role="status" className="space-y-3 rounded-xl border border-warning-border bg-warning-soft p-5">
      <p className="font-semibold text-warning">Copy your new key “{created.apiKey.name}” now</p>
      <p className="text-sm text-warning">
        This is the only time it is shown. We store only a hash of it, so it cannot be shown again; if you lose it, revoke it and create
        another.
      </p>
      <p className="text-sm text-warning" data-testid="new-api-key-expiry">
        {created.apiKey.expiresAt
          ? `It expires on ${formatDateTime(created.apiKey.expiresAt)}.`
          : "It does not expire; revoke it when you no longer need it."}{" "}
        Permissions: {created.apiKey.permissions.join(", ")}.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="new-api-key" className="break-all rounded-md bg-surface px-3 py-2 font-mono text-sm ring-1 ring-warning-border">
          {created.secret}
        </code>
        <CopyButton value={created.secret} />
      </div>
      <Button type="button" variant="secondary" onClick={onDismiss}>
        I have stored it
      </Button>
    </div>
  );
}
