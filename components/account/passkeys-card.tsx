"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DataTable, DateText, type Column } from "@/components/ui/data-table";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ErrorState } from "@/components/ui/states";
import { passkeyPromptMessage } from "@/lib/dashboard/passkey-prompt";
import { DashboardApiError } from "@/lib/dashboard/request";
import { type PasskeyRow, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "@/lib/dashboard/queries/use-passkeys";
import { RecoveryCodes } from "./two-factor-card";

/** A refusal from our API says what to do; anything else came from the browser's prompt. */
function failureMessage(error: Error): string {
  return error instanceof DashboardApiError ? error.message : passkeyPromptMessage(error);
}

function RenameForm({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const rename = useRenamePasskey();
  const fieldError = rename.error instanceof DashboardApiError ? rename.error.fieldErrors.name : undefined;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get("name") ?? "");
        rename.mutate({ id: passkey.id, name }, { onSuccess: onDone });
      }}
    >
      <FormField id={`rename-${passkey.id}`} label="New name" name="name" defaultValue={passkey.name} required error={fieldError} />
      <Button type="submit" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" variant="secondary" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/**
 * The member's passkeys: each signs in on its own (no password) or serves as the second factor
 * after the password. Adding and removing one ask the member to confirm it is them.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const nameError = add.error instanceof DashboardApiError ? add.error.fieldErrors.name : undefined;
  const addError = add.error && !nameError ? failureMessage(add.error) : undefined;

  const columns: Column<PasskeyRow>[] = [
    {
      header: "Name",
      cell: (passkey) =>
        renaming === passkey.id ? (
          <RenameForm passkey={passkey} onDone={() => setRenaming(undefined)} />
        ) : (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-medium text-fg">{passkey.name}</span>
            {/* Backed up by its provider, as the authenticator said at the passkey's latest use (passkey-view.ts). */}
            {passkey.synced ? <Badge tone="indigo">Synced</Badge> : <Badge>Not synced</Badge>}
          </span>
        ),
    },
    { header: "Added (UTC)", nowrap: true, cell: (passkey) => <DateText value={passkey.createdAt} /> },
    {
      header: "Last used (UTC)",
      nowrap: true,
      cell: (passkey) => (passkey.lastUsedAt ? <DateText value={passkey.lastUsedAt} /> : <span className="text-muted">Never</span>),
    },
    {
      header: "",
      className: "text-right",
      cell: (passkey) => (
        <span className="inline-flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setRenaming(passkey.id)}>
            Rename
          </Button>
          <ConfirmButton
            label="Remove"
            title={`Remove the passkey “${passkey.name}”?`}
            description="It no longer signs you in. Remove it from the device or password manager that holds it too."
            confirmLabel="Remove passkey"
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(passkey.id, { onSuccess: () => toast.success("Passkey removed") })}
          />
        </span>
      ),
    },
  ];

  return (
    <Card
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password, or use a passkey as your second factor."
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
      ) : (
        <div className="space-y-4">
          {remove.isError ? <ErrorState error={remove.error} /> : null}
          <DataTable
            caption="Your passkeys"
            columns={columns}
            rows={passkeys.data?.data}
            rowKey={(passkey) => passkey.id}
            loading={passkeys.isPending}
            error={passkeys.error}
            onRetry={() => passkeys.refetch()}
            empty={<p className="text-sm text-muted">No passkeys yet.</p>}
          />
          <form
            className="flex max-w-md flex-wrap items-end gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              const name = String(new FormData(form).get("name") ?? "");
              add.mutate(name, {
                onSuccess: (added) => {
                  form.reset();
                  toast.success("Passkey added");
                  if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
                },
              });
            }}
          >
            <div className="min-w-48 flex-1">
              <FormField id="passkey-name" label="Passkey name" name="name" placeholder="MacBook, YubiKey…" required error={nameError} />
            </div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Waiting for your device…" : "Add a passkey"}
            </Button>
          </form>
          {addError ? <Notice tone="error">{addError}</Notice> : null}
        </div>
      )}
    </Card>
  );
}
