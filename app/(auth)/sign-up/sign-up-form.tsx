"use client";

import { signIn } from "@/lib/auth/next-auth-client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/account/new-password-field";
import { FormField } from "@/components/ui/form-field";
import { DashboardApiError, sendJson } from "@/lib/dashboard/request";

export function SignUpForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { name: String(form.get("name")), email: String(form.get("email")), password: String(form.get("password")) };
    setPending(true);
    try {
      await sendJson("POST", "/api/auth/sign-up", input);
    } catch (error) {
      setErrors(error instanceof DashboardApiError ? { form: error.message, ...error.fieldErrors } : { form: "Something went wrong; try again." });
      setPending(false);
      return;
    }
    await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    router.push("/overview");
    router.refresh();
  }

  // The form-level message only when no field carries the reason (e.g. too many sign-ups).
  const fieldErrorShown = Boolean(errors.name || errors.email || errors.password);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField label="Name" name="name" autoComplete="name" error={errors.name} />
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      <NewPasswordField label="Password" name="password" error={errors.password} />
      {errors.form && !fieldErrorShown ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}
