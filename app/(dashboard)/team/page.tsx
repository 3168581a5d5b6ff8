import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TeamPanel } from "@/components/team/team-panel";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { invitationsQuery, membersQuery } from "@/lib/dashboard/queries/use-team";
import { canManageTeam } from "@/lib/access/team-policy";
import { teamReads } from "@/lib/dashboard/reads/team-reads";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  // The role as read on this request: the page offers only what the server would accept.
  const user = await requireSessionUser();
  const manages = canManageTeam(user.role).allowed;
  return (
    <>
      <PageHeader title="Team" description="Everyone on this account, their roles, and the invitations still open." />
      <HydratedQueries
        load={async (call, seed) => {
          const [members, invitations] = await Promise.all([call(teamReads.members), manages ? call(teamReads.invitations) : null]);
          seed.query(membersQuery, members);
          if (invitations) seed.query(invitationsQuery, invitations);
        }}
      >
        <TeamPanel me={{ id: user.userId, role: user.role }} />
      </HydratedQueries>
    </>
  );
}
