"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { dashboardConfirmationOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { DashboardApiError, request } from "@/lib/dashboard/request";
import { passkeyPromptMessage, promptForPasskey } from "@/lib/dashboard/passkey-prompt";
import { twoFactorQuery } from "@/lib/dashboard/queries/use-two-factor";
import type { ConfirmIdentityInput } from "@/lib/schemas/confirm-identity";

/**
 * The member's other ways to confirm (a passkey, the authenticator app's code), read when the
 * dialog opens. The query lives in here, mounted only while the dialog is open: a query made by
 * the closed dialog sat empty in the server's cache before the page's seed arrived, so the
 * server rendered "Loading…" where the browser rendered the seeded data (React error 418 on
 * every load of Team and Account, and the re-render wiped what was typed in their forms).
 */
function OtherWaysToConfirm({
  pending,
  withCode,
  onPasskey,
  onToggleCode,
}: {
  pending: boolean;
  withCode: boolean;
  onPasskey: () => void;
  onToggleCode: () => void;
}) {
  const twoFactor = useQuery(twoFactorQuery);
  return (
    <>
      {twoFactor.data?.passkeys ? (
        <Button type="button" variant="secondary" className="w-full" disabled={pending} onClick={onPasskey}>
          Use a passkey
        </Button>
      ) : null}
      {twoFactor.data?.authenticatorApp ? (
        <button type="button" className="text-sm font-medium text-accent-fg underline-offset-2 hover:underline" onClick={onToggleCode}>
          {withCode ? "Use your password instead" : "Use your authenticator app instead"}
        </button>
      ) : null}
    </>
  );
}

/**
 * The dashboard's one "Confirm it is you" dialog (GitHub's sudo mode), open while it is mounted:
 * `ConfirmIdentity` (./confirm-identity.tsx) mounts it when a request is refused with
 * CONFIRMATION_REQUIRED, and `onAnswer` says whether the member confirmed.
 */
export function ConfirmIdentityDialog({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // With an authenticator app set up, its code is offered in place of the password.
  const [withCode, setWithCode] = useState(false);

  async function confirm(body: () => Promise<ConfirmIdentityInput>) {
    setPending(true);
    setError(undefined);
    try {
      await request(operations.confirmIdentity, { body: await body() });
      onAnswer(true);
    } catch (caught) {
      const field = withCode ? "code" : "password";
      setError(caught instanceof DashboardApiError ? (caught.fieldErrors[field] ?? caught.message) : passkeyPromptMessage(caught));
    } finally {
      setPending(false);
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void confirm(async () => (withCode ? { code: String(form.get("code") ?? "") } : { password: String(form.get("password") ?? "") }));
  }

  return (
    <Dialog.Root open onOpenChange={(next) => next || onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-surface shadow-xl focus:outline-none">
          <form onSubmit={submit}>
            <div className="space-y-4 p-6">
              <Dialog.Title className="text-lg font-semibold">Confirm it is you</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                This change needs your {withCode ? "authenticator app's code" : "password"}. You will not be asked again for 10 minutes.
              </Dialog.Description>
              {withCode ? (
                <FormField
                  label="Code from your authenticator app"
                  name="code"
                  id="confirm-identity-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  error={error}
                />
              ) : (
                <FormField
                  label="Password"
                  name="password"
                  id="confirm-identity-password"
                  type="password"
                  autoComplete="current-password"
                  required
                  error={error}
                />
              )}
              <OtherWaysToConfirm
                pending={pending}
                withCode={withCode}
                onPasskey={() => void confirm(async () => ({ passkey: await promptForPasskey("session") }))}
                onToggleCode={() => {
                  setWithCode(!withCode);
                  setError(undefined);
                }}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-2 bg-surface-muted px-6 py-3">
              <Button type="button" variant="secondary" onClick={() => onAnswer(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Confirming…" : "Confirm"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
