"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NewPasswordField } from "@/components/account/new-password-field";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { DashboardApiError } from "@/lib/dashboard/request";
import { useChangePassword } from "@/lib/dashboard/queries/use-account-security";

export function ChangePasswordForm() {
  const change = useChangePassword();
  const fieldErrors = change.error instanceof DashboardApiError ? change.error.fieldErrors : {};
  const formError = change.error && !fieldErrors.currentPassword && !fieldErrors.newPassword ? change.error.message : undefined;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { currentPassword: String(data.get("currentPassword")), newPassword: String(data.get("newPassword")) },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <Card title="Password" description="Changing it signs you out on every other browser and device.">
      <form method="post" onSubmit={onSubmit} className="max-w-md space-y-4" noValidate>
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.currentPassword}
        />
        <NewPasswordField label="New password" name="newPassword" error={fieldErrors.newPassword} />
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {change.isSuccess ? <Notice tone="success">Password changed. Other sessions have been signed out.</Notice> : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
