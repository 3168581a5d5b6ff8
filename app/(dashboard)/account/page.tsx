import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SessionsCard } from "@/components/account/sessions-card";
import { PageHeader } from "@/components/dashboard/page-header";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { sessionsQuery } from "@/lib/dashboard/queries/use-account-security";
import { sessionReads } from "@/lib/dashboard/reads/session-reads";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requireSessionUser();
  return (
    <>
      <PageHeader title="Account" description={`Signed in as ${user.email}. Your password and where you are signed in.`} />
      <div className="space-y-6">
        <ChangePasswordForm />
        <HydratedQueries load={async (call, seed) => seed.query(sessionsQuery, await call(sessionReads.list))}>
          <SessionsCard />
        </HydratedQueries>
      </div>
    </>
  );
}
