import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TeamPanel } from "@/components/team/team-panel";
import { TwoFactorRequirementCard } from "@/components/team/two-factor-requirement-card";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { invitationsQuery, membersQuery } from "@/lib/dashboard/queries/use-team";
import { twoFactorQuery } from "@/lib/dashboard/queries/use-two-factor";
import { canManageTeam } from "@/lib/access/team-policy";
import { canCallOperation } from "@/lib/access/operation-policy";
import { dashboardTwoFactorOperations } from "@/lib/dashboard/operations/two-factor-operations";
import { teamReads } from "@/lib/dashboard/reads/team-reads";
import { twoFactorReads } from "@/lib/dashboard/reads/two-factor-reads";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  // The role as read on this request: the page offers only what the server would accept.
  const user = await requireSessionUser();
  const manages = canManageTeam(user.role).allowed;
  const setsRequirement = canCallOperation(user.role, dashboardTwoFactorOperations.setTwoFactorRequirement).allowed;
  return (
    <>
      <PageHeader title="Team" description="Everyone on this account, their roles, and the invitations still open." />
      <HydratedQueries
        load={async (call, seed) => {
          const [members, invitations, twoFactor] = await Promise.all([
            call(teamReads.members),
            manages ? call(teamReads.invitations) : null,
            setsRequirement ? call(twoFactorReads.status) : null,
          ]);
          seed.query(membersQuery, members);
          if (invitations) seed.query(invitationsQuery, invitations);
          if (twoFactor) seed.query(twoFactorQuery, twoFactor);
        }}
      >
        <div className="space-y-6">
          <TeamPanel me={{ id: user.userId, role: user.role }} />
          {setsRequirement ? <TwoFactorRequirementCard /> : null}
        </div>
      </HydratedQueries>
    </>
  );
}
