"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { signOut } from "@/lib/identity/sign-in/next-auth-client";
import { enterDashboard } from "@/lib/dashboard/enter-dashboard";
import { passkeyPromptMessage, promptForPasskey } from "@/lib/dashboard/passkey-prompt";
import { DashboardApiError, sendJson } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

/** The sign-in's second step: a code from the app or a recovery code, or one of the user's passkeys. */
export function TwoFactorForm({ authenticatorApp, passkeys }: { authenticatorApp: boolean; passkeys: boolean }) {
  const [passkeyError, setPasskeyError] = useState<string>();
  const [passkeyPending, setPasskeyPending] = useState(false);
  // The session's row is marked signed in; the same cookie now opens the dashboard.
  const signedIn = () => enterDashboard();
  const { errors, formError, pending, onSubmit } = useFormSubmission(async (form) => {
    await sendJson("POST", "/api/auth/two-factor", { code: String(form.get("code") ?? "") });
    signedIn();
  });
  const message = formError("code") ?? passkeyError;

  async function onPasskey() {
    setPasskeyPending(true);
    setPasskeyError(undefined);
    try {
      await sendJson("POST", "/api/auth/two-factor", { passkey: await promptForPasskey("session") });
      signedIn();
    } catch (caught) {
      setPasskeyError(caught instanceof DashboardApiError ? caught.message : passkeyPromptMessage(caught));
    } finally {
      setPasskeyPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        {authenticatorApp
          ? "Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead."
          : "Use your passkey, or enter one of your recovery codes."}
      </p>
      {passkeys ? (
        <Button type="button" className="w-full" disabled={passkeyPending} onClick={() => void onPasskey()}>
          {passkeyPending ? "Waiting for your passkey…" : "Use a passkey"}
        </Button>
      ) : null}
      <FormField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        error={errors.code}
      />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Button type="submit" variant={passkeys ? "secondary" : undefined} className="w-full" disabled={pending}>
        {pending ? "Checking…" : "Continue"}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          className="font-medium text-accent-fg hover:underline"
          onClick={() => void signOut({ callbackUrl: "/sign-in" })}
        >
          Sign in as someone else
        </button>
      </p>
    </form>
  );
}
