"use client";

import { signOut } from "@/lib/auth/next-auth-client";

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/sign-in?signedOut=1" })}
      className="text-sm font-medium text-muted hover:text-fg"
    >
      Sign out
    </button>
  );
}
