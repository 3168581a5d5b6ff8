"use client";

import Link from "next/link";
import { signIn, type SignInResponse } from "@/lib/identity/sign-in/next-auth-client";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { sameOriginUrl } from "@/lib/identity/sign-in/same-origin-url";
import { enterDashboard } from "@/lib/dashboard/enter-dashboard";
import { passkeyPromptMessage, promptForPasskey } from "@/lib/dashboard/passkey-prompt";
import { DashboardApiError } from "@/lib/dashboard/request";

/** next-auth's code for a wrong e-mail or password; any other error is our own message (throttling). */
const WRONG_CREDENTIALS = "CredentialsSignin";

export function SignInForm() {
  const searchParams = useSearchParams();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const signedOut = searchParams.get("signedOut") === "1" && !error;
  const passwordReset = searchParams.get("reset") === "1" && !error;
  const accountClosed = searchParams.get("closed") === "1" && !error;
  // Arriving from an accepted invitation (app/(auth)/invite): the e-mail is filled in.
  const joined = searchParams.get("joined") === "1" && !error;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    const result = await signIn("credentials", {
      email: String(form.get("email")),
      password: String(form.get("password")),
      redirect: false,
    });
    setPending(false);
    onSignedIn(result, "That e-mail and password do not match an account.");
  }

  // A passkey alone: the browser's prompt, then next-auth's passkey provider checks its answer.
  async function onPasskey() {
    setPending(true);
    setError(undefined);
    try {
      const response = await promptForPasskey("sign_in");
      onSignedIn(await signIn("passkey", { response: JSON.stringify(response), redirect: false }), "That passkey could not be verified.");
    } catch (caught) {
      setError(caught instanceof DashboardApiError ? caught.message : passkeyPromptMessage(caught));
    } finally {
      setPending(false);
    }
  }

  function onSignedIn(result: SignInResponse | undefined, refused: string) {
    if (result?.ok) {
      // Never bounce a signed-in user to another origin, however the callbackUrl is spelled.
      const target = sameOriginUrl(searchParams.get("callbackUrl"), window.location.origin);
      enterDashboard(`${target.pathname}${target.search}${target.hash}`);
    } else if (result?.error && result.error !== WRONG_CREDENTIALS) {
      setError(result.error);
    } else {
      setError(refused);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      {signedOut ? <Notice tone="success">You have been signed out.</Notice> : null}
      {accountClosed ? (
        <Notice tone="success">
          The account is closed and every member was signed out. Sign in as an owner to reopen it before it is erased.
        </Notice>
      ) : null}
      {passwordReset ? (
        <Notice tone="success">Your password has been changed and every session signed out. Sign in with the new password.</Notice>
      ) : null}
      {joined ? <Notice tone="success">You have joined the account. Sign in with your e-mail and new password.</Notice> : null}
      <FormField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={searchParams.get("email") ?? undefined}
      />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-accent-fg hover:underline">
          Forgot password?
        </Link>
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in…" : "Sign in"}
      </Button>
      <Button type="button" variant="secondary" className="w-full" disabled={pending} onClick={() => void onPasskey()}>
        Sign in with a passkey
      </Button>
    </form>
  );
}
