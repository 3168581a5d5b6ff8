"use client";

import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/identity/sign-in/next-auth-client";

/** A secondary `Button`: disabled until the page's script runs, as every `Button` is. */
export function SignOutButton() {
  return (
    <Button type="button" variant="secondary" onClick={() => signOut({ callbackUrl: "/sign-in?signedOut=1" })}>
      Sign out
    </Button>
  );
}
