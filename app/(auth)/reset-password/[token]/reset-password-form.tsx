"use client";

import { useRouter } from "next/navigation";
import { NewPasswordField } from "@/components/account/new-password-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { dashboardPasswordResetOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useFormSubmission(
    async (form) => {
      await request(operations.completePasswordReset, { body: { token, password: String(form.get("password")) } });
      router.push("/sign-in?reset=1");
    },
    (form) =>
      form.get("password") === form.get("confirmPassword") ? undefined : { confirmPassword: "The two passwords are not the same" },
  );

  // A refused link (used meanwhile, run out) is the form's message, not a field's.
  const message = formError("password", "confirmPassword");
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        For <span className="font-medium text-fg">{email}</span>. Every browser and device signed in to this account is signed out.
      </p>
      {/* Lets a password manager store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <NewPasswordField label="New password" name="password" error={errors.password} />
      <FormField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
