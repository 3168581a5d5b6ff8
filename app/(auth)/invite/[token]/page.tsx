import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/ui/auth-card";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/errors";
import { previewInvitation } from "@/lib/team/find-invitation-by-token";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/access/roles";
import { AcceptInvitationForm } from "./accept-invitation-form";

export const metadata: Metadata = { title: "Accept the invitation" };
// An invitation's state changes (accepted, canceled, resent): read it on every visit.
export const dynamic = "force-dynamic";

const signInLink = (
  <>
    Already a member?{" "}
    <Link href="/sign-in" className="font-medium text-accent-fg hover:underline">
      Sign in
    </Link>
  </>
);

/** The invitation a link opens, or why it cannot be used (forged, used, canceled, expired). */
async function openInvitation(token: string) {
  try {
    // A malformed token opens nothing, as a forged one: the lookup is by its hash.
    return { invitation: await previewInvitation(token) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

/** The link from an invitation e-mail: what is offered, then a name and a password. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await openInvitation(token);
  if ("error" in found) {
    return (
      <AuthCard title="This invitation cannot be used" footer={signInLink}>
        <Notice tone="error">{found.error}</Notice>
      </AuthCard>
    );
  }
  const { invitation } = found;
  return (
    <AuthCard title={`Join ${invitation.accountName}`} footer={signInLink}>
      <dl className="mb-6 space-y-2 text-sm" data-testid="invitation-summary">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted">Account</dt>
          <dd className="font-medium break-all">{invitation.accountName}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted">E-mail</dt>
          <dd className="font-medium break-all">{invitation.email}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted">Role</dt>
          <dd className="font-medium">{ROLE_LABELS[invitation.role]}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted">Invited by</dt>
          <dd className="font-medium break-all">{invitation.invitedBy}</dd>
        </div>
      </dl>
      <p className="mb-4 text-sm text-muted">{ROLE_DESCRIPTIONS[invitation.role]}</p>
      <AcceptInvitationForm token={token} email={invitation.email} />
    </AuthCard>
  );
}
