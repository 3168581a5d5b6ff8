"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { DashboardApiError } from "@/lib/dashboard/request";
import { useInviteMember } from "@/lib/dashboard/queries/use-team";
import type { ActorRole } from "@/lib/access/actor";
import { canInvite, DEFAULT_INVITATION_ROLE } from "@/lib/access/team-policy";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@/lib/access/roles";

/** Invite by e-mail with a role; the roles offered are those the policy lets `me` invite (only an owner invites an owner). */
export function InviteMemberForm({ me }: { me: ActorRole }) {
  const roles = ROLES.filter((role) => canInvite(me, role).allowed);
  const [role, setRole] = useState<Role>(DEFAULT_INVITATION_ROLE);
  const invite = useInviteMember();
  const fieldErrors = invite.error instanceof DashboardApiError ? invite.error.fieldErrors : {};

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    invite.mutate(
      { email, role },
      {
        onSuccess: ({ invitation, emailSent }) => {
          form.reset();
          if (emailSent) toast.success(`Invitation sent to ${invitation.email}`);
          else toast.warning(`Invitation to ${invitation.email} saved, but the e-mail could not be sent. Resend it.`);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate aria-label="Invite a member">
      <FormField label="E-mail" name="email" id="invite-email" type="email" autoComplete="off" required error={fieldErrors.email} />
      <div className="space-y-1">
        <Select
          label="Role"
          id="invite-role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          aria-describedby="invite-role-description"
        />
        <p id="invite-role-description" className="text-xs text-muted">
          {ROLE_DESCRIPTIONS[role]}
        </p>
      </div>
      {invite.isError && !fieldErrors.email ? (
        <p role="alert" className="text-sm text-danger md:col-span-2">
          {invite.error.message}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
