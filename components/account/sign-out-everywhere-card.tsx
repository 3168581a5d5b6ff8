"use client";

import { signOut } from "@/lib/auth/next-auth-client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states";
import { useSignOutEverywhere } from "@/lib/dashboard/queries/use-account-security";

export function SignOutEverywhereCard() {
  // This browser's session has ended on the server too; clear its cookie and say so.
  const everywhere = useSignOutEverywhere({ onSuccess: () => void signOut({ callbackUrl: "/sign-in?signedOut=1" }) });
  return (
    <Card
      title="Sessions"
      description="Signed in on a computer you no longer use, or think someone else has your session? End every session, this one included."
    >
      {everywhere.isError ? <ErrorState error={everywhere.error} /> : null}
      <Button type="button" variant="danger" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
        {everywhere.isPending ? "Signing out…" : "Sign out everywhere"}
      </Button>
    </Card>
  );
}
