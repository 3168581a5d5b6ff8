"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { ErrorState } from "@/components/ui/states";
import { DataTable, DateText, type Column } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import {
  useChangeMemberRole,
  useRemoveMember,
  useResetMemberTwoFactor,
  useTransferOwnership,
  type MemberRow,
} from "@/lib/dashboard/queries/use-team";
import { canManageTeam } from "@/lib/access/team-policy";
import { isOwner, ROLE_LABELS, type Role } from "@/lib/access/roles";
import { memberControls } from "@/lib/team/member-controls";

const selectClass =
  "block w-full min-w-32 rounded-md border border-border-strong bg-surface px-2 py-1.5 text-sm shadow-sm focus:border-accent focus:outline-none focus:ring-1 focus:ring-focus";

/** The members, each with their role (a select where `me` may change it), Remove or Leave, and an owner's Reset two-factor. */
export function MembersTable({ members, me }: { members: MemberRow[]; me: { id: string; role: Role } }) {
  const router = useRouter();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember(me);
  const resetTwoFactor = useResetMemberTwoFactor();
  const transfer = useTransferOwnership();
  const owners = members.filter((member) => isOwner(member.role)).length;
  // A member who manages no one is shown no reasons for controls their role never has.
  const manages = canManageTeam(me.role).allowed;

  function onRemove(member: MemberRow) {
    const leaving = member.id === me.id;
    remove.mutate(member.id, {
      onSuccess: () => {
        if (leaving) {
          // The user is gone, and their sessions with it.
          router.push("/sign-in?signedOut=1");
          return;
        }
        toast.success(`${member.email} removed`);
      },
    });
  }

  const columns: Column<MemberRow>[] = [
    {
      header: "Member",
      cell: (member) => (
        // The badge beside the name, the e-mail under both: at 390 px the e-mail keeps the cell's width.
        <span className="block min-w-0">
          <span className="flex min-w-0 items-center gap-2">
            <TruncatedText value={member.name || member.email} className="font-medium" />
            {member.id === me.id ? <Badge tone="indigo">You</Badge> : null}
          </span>
          {member.name ? <TruncatedText value={member.email} className="text-xs text-muted" /> : null}
        </span>
      ),
      width: "36%",
      truncate: true,
    },
    {
      header: "Role",
      cell: (member) => {
        const controls = memberControls(me, member, owners);
        if (controls.roles.length === 0) {
          return (
            <span className="flex flex-col items-start gap-0.5">
              <Badge tone={isOwner(member.role) ? "indigo" : "slate"}>{ROLE_LABELS[member.role]}</Badge>
              {manages ? <span className="text-xs text-muted">{controls.roleReason}.</span> : null}
            </span>
          );
        }
        return (
          <>
            <label htmlFor={`role-${member.id}`} className="sr-only">{`Role of ${member.email}`}</label>
            <select
              id={`role-${member.id}`}
              className={selectClass}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate(
                  { id: member.id, role: event.target.value as Role },
                  { onSuccess: (updated) => toast.success(`${updated.email} is now ${ROLE_LABELS[updated.role].toLowerCase()}`) },
                )
              }
            >
              {controls.roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </>
        );
      },
    },
    { header: "Joined (UTC)", cell: (member) => <DateText value={member.joinedAt} />, nowrap: true },
    { header: "Last signed in (UTC)", cell: (member) => <DateText value={member.lastSignedInAt} empty="Never" />, nowrap: true },
    {
      header: "",
      align: "end",
      cell: (member) => {
        const self = member.id === me.id;
        const controls = memberControls(me, member, owners);
        // Controls a role can never use are absent; one the situation forbids says why.
        if (!controls.canRemove && !self && !manages) return null;
        if (!controls.canRemove) return <span className="text-xs text-muted">{controls.removeReason}.</span>;
        const reset =
          controls.canResetTwoFactor && member.twoFactor ? (
            <ConfirmButton
              label="Reset two-factor"
              variant="secondary"
              title={`Reset the two-factor sign-in of ${member.email}?`}
              description="Their authenticator app, passkeys and recovery codes stop working and every session of theirs ends. They sign in with their password and set it up again. Do this only when you know they lost them."
              confirmLabel="Reset two-factor"
              disabled={resetTwoFactor.isPending}
              onConfirm={() =>
                resetTwoFactor.mutate(member.id, { onSuccess: () => toast.success(`Two-factor sign-in of ${member.email} reset`) })
              }
            />
          ) : null;
        const makeOwner = controls.canTransferOwnership ? (
          <ConfirmButton
            label="Make owner"
            variant="secondary"
            title={`Make ${member.email} the owner?`}
            description="They become an owner and you become an admin: you keep managing the team, but can no longer close the account, change the plan or make owners."
            confirmLabel="Transfer ownership"
            disabled={transfer.isPending}
            onConfirm={() => transfer.mutate(member.id)}
          />
        ) : null;
        return (
          // No justify-end: the cell's own alignment puts the group right on a desktop, and stacked on
          // a phone its buttons start where the row's values do, lined up when they wrap.
          <span className="inline-flex flex-wrap gap-2">
            {makeOwner}
            {reset}
            <ConfirmButton
              label={self ? "Leave" : "Remove"}
              title={self ? "Leave this account?" : `Remove ${member.email}?`}
              description={
                self
                  ? "You are signed out at once and cannot come back unless someone invites you again."
                  : "Their user is deleted and every session of theirs ends at once. Invite them again to bring them back."
              }
              confirmLabel={self ? "Leave account" : "Remove member"}
              disabled={remove.isPending}
              onConfirm={() => onRemove(member)}
            />
          </span>
        );
      },
    },
  ];

  return (
    <div className="space-y-3">
      {changeRole.isError ? <ErrorState error={changeRole.error} /> : null}
      {remove.isError ? <ErrorState error={remove.error} /> : null}
      {resetTwoFactor.isError ? <ErrorState error={resetTwoFactor.error} /> : null}
      {transfer.isError ? <ErrorState error={transfer.error} /> : null}
      <DataTable
        caption="Members of this account"
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        rowProps={(member) => ({ "data-testid": `member-${member.email}` })}
      />
    </div>
  );
}
