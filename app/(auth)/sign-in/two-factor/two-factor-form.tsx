"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { signOut } from "@/lib/auth/next-auth-client";
import { sendJson } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

export function TwoFactorForm() {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useFormSubmission(async (form) => {
    // The session's row is marked signed in; the same cookie now opens the dashboard.
    await sendJson("POST", "/api/auth/two-factor", { code: String(form.get("code") ?? "") });
    router.push("/overview");
    router.refresh();
  });
  const message = formError("code");

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
      </p>
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
      <Button type="submit" className="w-full" disabled={pending}>
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
