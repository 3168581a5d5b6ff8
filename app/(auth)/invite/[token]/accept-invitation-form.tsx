"use client";

import { useRouter } from "next/navigation";
import { NewPasswordField } from "@/components/account/new-password-field";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Notice } from "@/components/ui/notice";
import { dashboardInvitationOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request } from "@/lib/dashboard/request";
import { useFormSubmission } from "@/lib/dashboard/use-form-submission";

/** A name and a password; then on to sign in with them. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useFormSubmission(async (form) => {
    await request(operations.acceptInvitation, { body: { token, name: String(form.get("name")), password: String(form.get("password")) } });
    router.push(`/sign-in?joined=1&email=${encodeURIComponent(email)}`);
  });

  const message = formError("name", "password");
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Accept the invitation">
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Your name" name="name" autoComplete="name" required error={errors.name} />
      <NewPasswordField label="Password" name="password" error={errors.password} />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Joining…" : "Join and continue to sign in"}
      </Button>
    </form>
  );
}
