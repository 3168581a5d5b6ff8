"use client";

import { useHydrated } from "@/components/ui/use-hydrated";
import { signOut } from "@/lib/identity/sign-in/next-auth-client";

/**
 * Disabled until the page's script runs, as every `Button` is: the dashboard now opens with a
 * full page load after sign-in, and a click on the server's HTML before hydration did nothing.
 */
export function SignOutButton() {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => signOut({ callbackUrl: "/sign-in?signedOut=1" })}
      className="text-sm font-medium text-muted hover:text-fg"
    >
      Sign out
    </button>
  );
}
