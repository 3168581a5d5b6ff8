import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/ui/auth-card";
import { Notice } from "@/components/ui/notice";
import { findPasswordReset } from "@/lib/identity/passwords/find-password-reset";
import { INVALID_RESET_LINK } from "@/lib/schemas/password-reset";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Checked on arrival, so a dead link says so before anyone types a new password. The form's
  // answer checks again: the link may be used or run out meanwhile.
  const reset = await findPasswordReset(token);
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <>
          Back to{" "}
          <Link href="/sign-in" className="font-medium text-accent-fg hover:underline">
            sign in
          </Link>
        </>
      }
    >
      {reset ? (
        <ResetPasswordForm token={token} email={reset.user.email} />
      ) : (
        <div className="space-y-4">
          <Notice tone="error">{INVALID_RESET_LINK}</Notice>
          <Link href="/forgot-password" className="block text-sm font-medium text-accent-fg hover:underline">
            Request a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
