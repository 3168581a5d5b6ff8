import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SignOutEverywhereCard } from "@/components/account/sign-out-everywhere-card";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { twoFactorQuery } from "@/lib/dashboard/queries/use-two-factor";
import { twoFactorReads } from "@/lib/dashboard/reads/two-factor-reads";

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
        <HydratedQueries load={async (call, seed) => seed.query(twoFactorQuery, await call(twoFactorReads.status))}>
          <TwoFactorCard />
        </HydratedQueries>
        <SignOutEverywhereCard />
      </div>
    </>
  );
}
