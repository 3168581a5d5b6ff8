"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { NewPasswordField } from "@/components/account/new-password-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/password-reset-operations";
import { DashboardApiError, request } from "@/lib/dashboard/request";

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("confirmPassword"))) {
      setErrors({ confirmPassword: "The two passwords are not the same" });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await request(operations.completePasswordReset, { body: { token, password } });
    } catch (error) {
      setErrors(error instanceof DashboardApiError ? { form: error.message, ...error.fieldErrors } : { form: "Something went wrong; try again." });
      setPending(false);
      return;
    }
    router.push("/sign-in?reset=1");
  }

  // A refused link (used meanwhile, run out) is the form's message, not a field's.
  const fieldErrorShown = Boolean(errors.password || errors.confirmPassword);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">
        For <span className="font-medium text-slate-900">{email}</span>. Every browser and device signed in to this account is signed out.
      </p>
      {/* Lets a password manager store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordField label="New password" name="password" error={errors.password} />
      <FormField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required error={errors.confirmPassword} />
      {errors.form && !fieldErrorShown ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
