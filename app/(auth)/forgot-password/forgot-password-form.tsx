"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string>();
  const { errors, formError, pending, onSubmit } = useFormSubmission(async (form) => {
    const { message } = await request(operations.requestPasswordReset, { body: { email: String(form.get("email")) } });
    setSent(message);
  });

  if (sent) return <Notice tone="success">{sent}</Notice>;
  const message = formError("email");
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">Enter the e-mail you sign in with. We will send you a link to choose a new password.</p>
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
