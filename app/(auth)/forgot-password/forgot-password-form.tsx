"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/password-reset-operations";
import { DashboardApiError, request } from "@/lib/dashboard/request";

export function ForgotPasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    setPending(true);
    setErrors({});
    try {
      const { message } = await request(operations.requestPasswordReset, { body: { email } });
      setSent(message);
    } catch (error) {
      setErrors(error instanceof DashboardApiError ? { form: error.message, ...error.fieldErrors } : { form: "Something went wrong; try again." });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {sent}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600">Enter the e-mail you sign in with. We will send you a link to choose a new password.</p>
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      {errors.form && !errors.email ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
