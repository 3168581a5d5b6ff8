"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { NewPasswordField } from "@/components/account/new-password-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { dashboardInvitationOperations as operations } from "@/lib/dashboard/operations/invitation-operations";
import { DashboardApiError, request } from "@/lib/dashboard/request";

/** A name and a password; then on to sign in with them. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      await request(operations.acceptInvitation, { body: { token, name: String(form.get("name")), password: String(form.get("password")) } });
    } catch (error) {
      setErrors(error instanceof DashboardApiError ? { form: error.message, ...error.fieldErrors } : { form: "Something went wrong; try again." });
      setPending(false);
      return;
    }
    router.push(`/sign-in?joined=1&email=${encodeURIComponent(email)}`);
  }

  const fieldErrorShown = Boolean(errors.name || errors.password);
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Accept the invitation">
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Your name" name="name" autoComplete="name" required error={errors.name} />
      <NewPasswordField label="Password" name="password" error={errors.password} />
      {errors.form && !fieldErrorShown ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining…" : "Join and continue to sign in"}
      </Button>
    </form>
  );
}
