"use client";

import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useInvitations, useMembers } from "@/lib/dashboard/queries/use-team";
import { canManageTeam } from "@/lib/access/team-policy";
import { aRole, type Role } from "@/lib/access/roles";
import { InvitationsTable } from "./invitations-table";
import { InviteMemberForm } from "./invite-member-form";
import { MembersTable } from "./members-table";
import { RoleGuide } from "./role-guide";

/** The Team page: members, and for admins and owners the invite form and pending invitations. */
export function TeamPanel({ me }: { me: { id: string; role: Role } }) {
  const manages = canManageTeam(me.role).allowed;
  const members = useMembers();
  const invitations = useInvitations({ enabled: manages });

  return (
    <div className="space-y-6">
      {manages ? (
        <Card title="Invite a member" description="They get an e-mail with a link that works once, for 7 days.">
          <InviteMemberForm me={me} />
        </Card>
      ) : (
        <p className="rounded-lg bg-surface-sunken px-4 py-3 text-sm text-fg-soft" data-testid="team-read-only">
          You are {aRole(me.role)}: only admins and owners can invite members, change roles or remove members. You can leave the account.
        </p>
      )}
      <Card title="Members">
        {members.isPending ? <LoadingState /> : null}
        {members.isError ? <ErrorState error={members.error} onRetry={() => members.refetch()} /> : null}
        {members.data ? <MembersTable members={members.data.data} me={me} /> : null}
      </Card>
      {manages ? (
        <Card title="Pending invitations">
          {invitations.isPending ? <LoadingState /> : null}
          {invitations.isError ? <ErrorState error={invitations.error} onRetry={() => invitations.refetch()} /> : null}
          {invitations.data ? <InvitationsTable invitations={invitations.data.data} me={me} /> : null}
        </Card>
      ) : null}
      <Card title="Roles">
        <RoleGuide />
      </Card>
    </div>
  );
}
