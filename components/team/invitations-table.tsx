"use client";

import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { DataTable, DateText, type Column } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import { useCancelInvitation, useResendInvitation, type InvitationRow } from "@/lib/dashboard/queries/use-team";
import type { ActorRole } from "@/lib/access/actor";
import { canManageInvitation } from "@/lib/access/team-policy";
import { ROLE_LABELS } from "@/lib/access/roles";

/** Pending invitations with who sent them; Resend and Cancel where the policy lets `me` manage them (an owner's invitation is an owner's). */
export function InvitationsTable({ invitations, me }: { invitations: InvitationRow[]; me: ActorRole }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  const columns: Column<InvitationRow>[] = [
    {
      header: "E-mail",
      cell: (invitation) => <TruncatedText value={invitation.email} className="font-medium" />,
      width: "28%",
      truncate: true,
    },
    { header: "Role", cell: (invitation) => <Badge>{ROLE_LABELS[invitation.role]}</Badge> },
    { header: "Sent by", cell: (invitation) => <TruncatedText value={invitation.invitedBy} />, width: "22%", truncate: true },
    { header: "Expires (UTC)", cell: (invitation) => <DateText value={invitation.expiresAt} />, nowrap: true },
    {
      header: "",
      align: "end",
      cell: (invitation) => {
        const manage = canManageInvitation(me, invitation);
        return !manage.allowed ? (
          <span className="text-xs text-muted">{manage.message}.</span>
        ) : (
          <span className="inline-flex flex-wrap gap-2">
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
        <DataTable
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
