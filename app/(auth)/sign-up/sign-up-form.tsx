"use client";

import { signIn } from "@/lib/identity/sign-in/next-auth-client";
import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/account/new-password-field";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { enterDashboard } from "@/lib/dashboard/enter-dashboard";
import { sendJson } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

export function SignUpForm() {
  const { errors, formError, pending, onSubmit } = useFormSubmission(async (form) => {
    const input = { name: String(form.get("name")), email: String(form.get("email")), password: String(form.get("password")) };
    await sendJson("POST", "/api/auth/sign-up", input);
    await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    enterDashboard();
  });

  // The form-level message only when no field carries the reason (e.g. too many sign-ups).
  const message = formError("name", "email", "password");
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField label="Name" name="name" autoComplete="name" error={errors.name} />
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      <NewPasswordField label="Password" name="password" error={errors.password} />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}
