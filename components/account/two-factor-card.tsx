"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { DashboardApiError } from "@/lib/dashboard/request";
import {
  useDisableTwoFactor,
  useEnableTotp,
  useRegenerateRecoveryCodes,
  useStartTotpEnrolment,
  useTwoFactor,
} from "@/lib/dashboard/queries/use-two-factor";

type CodeMutation = { error: Error | null; isPending: boolean };

function codeError(mutation: CodeMutation): { field?: string; form?: string } {
  if (!mutation.error) return {};
  const field = mutation.error instanceof DashboardApiError ? mutation.error.fieldErrors.code : undefined;
  return field ? { field } : { form: mutation.error.message };
}

/** One code field and its button: confirming, regenerating and turning off all ask for one. */
function CodeForm({
  id,
  label,
  hint,
  submit,
  pendingLabel,
  variant,
  mutation,
  onCode,
}: {
  id: string;
  label: string;
  hint?: string;
  submit: string;
  pendingLabel: string;
  variant?: "danger";
  mutation: CodeMutation;
  onCode: (code: string, form: HTMLFormElement) => void;
}) {
  const errors = codeError(mutation);
  return (
    <form
      method="post"
      noValidate
      className="max-w-md space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onCode(String(new FormData(form).get("code") ?? ""), form);
      }}
    >
      <FormField id={id} label={label} name="code" autoComplete="one-time-code" required hint={hint} error={errors.field} />
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <Button type="submit" variant={variant} disabled={mutation.isPending}>
        {mutation.isPending ? pendingLabel : submit}
      </Button>
    </form>
  );
}

/** The recovery codes, shown once: to copy or download, then gone from the page. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="space-y-3">
      <Notice tone="success">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not shown again.
      </Notice>
      <ul aria-label="Recovery codes" className="grid max-w-md grid-cols-2 gap-2 rounded-md bg-surface-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={text} label="Copy codes" />
        <a
          href={download}
          download="recovery-codes.txt"
          className="rounded-md border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium text-fg-soft hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          Download
        </a>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

export function TwoFactorCard() {
  const status = useTwoFactor();
  const start = useStartTotpEnrolment();
  const enable = useEnableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  } else if (status.isPending) {
    body = <LoadingState />;
  } else if (status.isError) {
    body = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  } else if (status.data.authenticatorApp) {
    body = (
      <div className="space-y-6">
        <p className="text-sm text-fg-soft">
          <strong className="font-semibold">Two-factor sign-in is on.</strong> You use an authenticator app
          {status.data.passkeys > 0 ? " and passkeys" : ""}. {status.data.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        {disable.isSuccess ? null : (
          <>
            <div>
              <h3 className="mb-2 text-sm font-semibold">New recovery codes</h3>
              <CodeForm
                id="regenerate-code"
                label="Code from your authenticator app"
                hint="The old recovery codes stop working."
                submit="Make new recovery codes"
                pendingLabel="Making…"
                mutation={regenerate}
                onCode={(code, form) =>
                  regenerate.mutate(code, {
                    onSuccess: (data) => {
                      form.reset();
                      setRecoveryCodes(data.recoveryCodes);
                    },
                  })
                }
              />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold">Turn off two-factor</h3>
              <CodeForm
                id="disable-code"
                label="Code from your app, or a recovery code"
                submit="Turn off two-factor"
                pendingLabel="Turning off…"
                variant="danger"
                mutation={disable}
                onCode={(code) => disable.mutate(code)}
              />
            </div>
          </>
        )}
      </div>
    );
  } else if (start.data) {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-fg-soft">
          Scan the QR code with your authenticator app (1Password, Google Authenticator, Authy…), or type the key into it.
        </p>
        {/* biome-ignore lint/performance/noImgElement: a data URL drawn on the server; there is nothing for the image optimiser to do. */}
        <img
          src={start.data.qrCodeDataUrl}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="rounded-md border border-border"
        />
        <p className="text-sm">
          Key:{" "}
          <code data-testid="totp-secret" className="break-all rounded bg-surface-sunken px-1.5 py-0.5 font-mono">
            {start.data.secret}
          </code>
        </p>
        <CodeForm
          id="enable-code"
          label="Code from your authenticator app"
          submit="Turn on two-factor"
          pendingLabel="Checking…"
          mutation={enable}
          onCode={(code) => enable.mutate(code, { onSuccess: (data) => setRecoveryCodes(data.recoveryCodes) })}
        />
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {disable.isSuccess ? <Notice tone="success">The authenticator app is turned off.</Notice> : null}
        <p className="text-sm text-fg-soft">
          {status.data.enabled
            ? `Two-factor sign-in is on with your passkeys (${status.data.recoveryCodesLeft} of 10 recovery codes left). An authenticator app can be a second way in.`
            : "Two-factor sign-in is off: signing in needs only your password. Set up an authenticator app, or add a passkey below."}
        </p>
        {start.isError ? <ErrorState error={start.error} /> : null}
        <Button
          type="button"
          disabled={start.isPending}
          onClick={() => {
            disable.reset();
            start.mutate();
          }}
        >
          {start.isPending ? "Setting up…" : "Set up an authenticator app"}
        </Button>
      </div>
    );
  }

  return (
    <Card
      title="Two-factor sign-in"
      description="After your password, a code from an authenticator app on your phone, or one of your passkeys (below)."
    >
      {body}
    </Card>
  );
}
