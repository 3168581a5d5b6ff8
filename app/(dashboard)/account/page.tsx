import type { Metadata } from "next";
import { AccountClosingCard } from "@/components/account/account-closing-card";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { PasskeysCard } from "@/components/account/passkeys-card";
import { SessionsCard } from "@/components/account/sessions-card";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { PageHeader } from "@/components/dashboard/page-header";
import { canCallOperation } from "@/lib/access/operation-policy";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { accountClosingQuery } from "@/lib/dashboard/queries/use-account-closing";
import { accountReads } from "@/lib/dashboard/reads/account-reads";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { sessionsQuery } from "@/lib/dashboard/queries/use-account-security";
import { passkeysQuery } from "@/lib/dashboard/queries/use-passkeys";
import { twoFactorQuery } from "@/lib/dashboard/queries/use-two-factor";
import { passkeyReads } from "@/lib/dashboard/reads/passkey-reads";
import { sessionReads } from "@/lib/dashboard/reads/session-reads";
import { twoFactorReads } from "@/lib/dashboard/reads/two-factor-reads";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requireSessionUser();
  // Held to setting up two-factor (the account requires it): an authenticator app or a passkey, since nothing else may be called yet.
  const settingUp = user.mustSetUpTwoFactor;
  // Owners export, close and reopen the account; a closed account's owner sees nothing else.
  const owner = canCallOperation(user.role, dashboardAccountOperations.getClosing).allowed;
  if (user.accountClosed) {
    return (
      <>
        <PageHeader title="Account" description={`Signed in as ${user.email}.`} />
        <HydratedQueries load={async (call, seed) => seed.query(accountClosingQuery, await call(accountReads.closing))}>
          <AccountClosingCard />
        </HydratedQueries>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Account"
        description={`Signed in as ${user.email}. Your password, two-factor sign-in, passkeys and where you are signed in.`}
      />
      <HydratedQueries
        load={async (call, seed) => {
          const [twoFactor, passkeys, sessions, closing] = await Promise.all([
            call(twoFactorReads.status),
            call(passkeyReads.list),
            settingUp ? null : call(sessionReads.list),
            owner && !settingUp ? call(accountReads.closing) : null,
          ]);
          seed.query(twoFactorQuery, twoFactor);
          seed.query(passkeysQuery, passkeys);
          if (sessions) seed.query(sessionsQuery, sessions);
          if (closing) seed.query(accountClosingQuery, closing);
        }}
      >
        <div className="space-y-6">
          {settingUp ? (
            <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning ring-1 ring-warning-border">
              The owners of this account require two-factor sign-in of every member. Set it up below; the rest of the dashboard opens once
              it is on.
            </p>
          ) : (
            <ChangePasswordForm />
          )}
          <TwoFactorCard />
          <PasskeysCard />
          {settingUp ? null : <SessionsCard />}
          {owner && !settingUp ? <AccountClosingCard /> : null}
        </div>
      </HydratedQueries>
    </>
  );
}
