import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SessionsCard } from "@/components/account/sessions-card";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { sessionsQuery } from "@/lib/dashboard/queries/use-account-security";
import { twoFactorQuery } from "@/lib/dashboard/queries/use-two-factor";
import { sessionReads } from "@/lib/dashboard/reads/session-reads";
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
      <HydratedQueries
        load={async (call, seed) => {
          const [twoFactor, sessions] = await Promise.all([call(twoFactorReads.status), call(sessionReads.list)]);
          seed.query(twoFactorQuery, twoFactor);
          seed.query(sessionsQuery, sessions);
        }}
      >
        <div className="space-y-6">
          <ChangePasswordForm />
          <TwoFactorCard />
          <SessionsCard />
        </div>
      </HydratedQueries>
    </>
  );
}
