import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SignOutEverywhereCard } from "@/components/account/sign-out-everywhere-card";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSessionUser } from "@/lib/auth/require-session-user";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader
        title="Account"
        description={`Signed in as ${user.email}. Your password, two-factor sign-in and where you are signed in.`}
      />
      <div className="space-y-6">
        <ChangePasswordForm />
        <TwoFactorCard />
        <SignOutEverywhereCard />
      </div>
    </>
  );
}
