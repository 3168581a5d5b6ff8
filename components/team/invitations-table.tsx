"use client";

import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { Table, type Column } from "@/components/ui/table";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { useCancelInvitation, useResendInvitation, type InvitationRow } from "@/lib/dashboard/queries/use-team";
import type { Actor } from "@/lib/access/actor";
import { canManageInvitation } from "@/lib/access/team-policy";
import { ROLE_LABELS } from "@/lib/access/roles";

/** Pending invitations with who sent them; Resend and Cancel where the policy lets `me` manage them (an owner's invitation is an owner's). */
export function InvitationsTable({ invitations, me }: { invitations: InvitationRow[]; me: Actor }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  const columns: Column<InvitationRow>[] = [
    { header: "E-mail", cell: (invitation) => <span className="font-medium break-all">{invitation.email}</span> },
    { header: "Role", cell: (invitation) => <Badge>{ROLE_LABELS[invitation.role]}</Badge> },
    { header: "Sent by", cell: (invitation) => <span className="break-all">{invitation.invitedBy}</span> },
    { header: "Expires (UTC)", cell: (invitation) => formatShortDateTime(invitation.expiresAt), className: "sm:whitespace-nowrap" },
    {
      header: "",
      className: "text-right",
      cell: (invitation) => {
        const manage = canManageInvitation(me, invitation);
        return !manage.allowed ? (
          <span className="text-xs text-slate-600">{manage.message}.</span>
        ) : (
          <span className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={resend.isPending}
              aria-label={`Resend the invitation to ${invitation.email}`}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: ({ emailSent }) =>
                    emailSent
                      ? toast.success(`Invitation sent again to ${invitation.email}`)
                      : toast.warning("The e-mail could not be sent; try again."),
                })
              }
            >
              Resend
            </Button>
            <ConfirmButton
              label="Cancel invitation"
              title={`Cancel the invitation to ${invitation.email}?`}
              description="The link in their e-mail stops working at once."
              confirmLabel="Yes, cancel it"
              disabled={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(invitation.id, { onSuccess: () => toast.success(`Invitation to ${invitation.email} canceled`) })
              }
            />
          </span>
        );
      },
    },
  ];

  return (
    <div className="space-y-3">
      {resend.isError ? <ErrorState error={resend.error} /> : null}
      {cancel.isError ? <ErrorState error={cancel.error} /> : null}
      {invitations.length === 0 ? (
        <EmptyState title="No pending invitations" />
      ) : (
        <Table
          caption="Pending invitations"
          columns={columns}
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          rowProps={(invitation) => ({ "data-testid": `invitation-${invitation.email}` })}
        />
      )}
    </div>
  );
}
