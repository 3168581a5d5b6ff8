"use client";

import { toast } from "@/components/ui/toast";
import { signOut } from "@/lib/identity/sign-in/next-auth-client";
import { formatClientAddress } from "@/lib/http/format-address";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DataTable, DateText, type Column } from "@/components/ui/data-table";
import { ErrorState } from "@/components/ui/states";
import {
  type SessionRow,
  useEndOtherSessions,
  useEndSession,
  useSessions,
  useSignOutEverywhere,
} from "@/lib/dashboard/queries/use-account-security";

function deviceName(session: SessionRow): string {
  if (session.browser && session.system) return `${session.browser} on ${session.system}`;
  return session.browser ?? session.system ?? "Unknown browser";
}

/** Where the member is signed in: each browser, when it was last active, and a way to end it. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  // This browser's session has ended on the server too; clear its cookie and say so.
  const everywhere = useSignOutEverywhere({ onSuccess: () => void signOut({ callbackUrl: "/sign-in?signedOut=1" }) });
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  const columns: Column<SessionRow>[] = [
    {
      header: "Browser",
      cell: (session) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium text-fg">{deviceName(session)}</span>
          {session.current ? <Badge tone="green">This browser</Badge> : null}
        </span>
      ),
    },
    {
      header: "Address",
      width: "11rem",
      truncate: true,
      // data-volatile: the client address, masked by the screenshot tests as the audit log's is.
      cell: (session) => (
        <span className="font-mono text-xs" data-volatile>
          {formatClientAddress(session.ipAddress) ?? "—"}
        </span>
      ),
    },
    { header: "Signed in (UTC)", nowrap: true, cell: (session) => <DateText value={session.createdAt} /> },
    { header: "Last active (UTC)", nowrap: true, cell: (session) => <DateText value={session.lastActiveAt} /> },
    {
      header: "",
      className: "text-right",
      cell: (session) =>
        session.current ? null : (
          <ConfirmButton
            label="End"
            title={`End the session on ${deviceName(session)}?`}
            description="That browser is signed out at its next request and has to sign in again."
            confirmLabel="End session"
            disabled={end.isPending}
            onConfirm={() => end.mutate(session.id, { onSuccess: () => toast.success("Session ended") })}
          />
        ),
    },
  ];

  return (
    <Card title="Sessions" description="Where you are signed in. End any session you do not recognise, then change your password.">
      <div className="space-y-4">
        {end.isError ? <ErrorState error={end.error} /> : null}
        {endOthers.isError ? <ErrorState error={endOthers.error} /> : null}
        {everywhere.isError ? <ErrorState error={everywhere.error} /> : null}
        <DataTable
          caption="Your sessions"
          columns={columns}
          rows={sessions.data?.data}
          rowKey={(session) => session.id}
          loading={sessions.isPending}
          error={sessions.error}
          onRetry={() => sessions.refetch()}
        />
        <div className="flex flex-wrap gap-3">
          <ConfirmButton
            label="End all other sessions"
            title="End every other session?"
            description="Every browser but this one is signed out at its next request."
            confirmLabel="End other sessions"
            disabled={others === 0 || endOthers.isPending}
            onConfirm={() => endOthers.mutate(undefined, { onSuccess: () => toast.success("Every other session ended") })}
          />
          <Button type="button" variant="danger" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            {everywhere.isPending ? "Signing out…" : "Sign out everywhere"}
          </Button>
        </div>
      </div>
    </Card>
  );
}
