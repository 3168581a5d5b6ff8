import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** What the credentials provider's `authorize` returns. */
  interface User {
    accountId: string;
    role: import("@/lib/access/roles").Role;
    /** A passkey signed in: the session owes no second factor. */
    secondFactorGiven?: boolean;
  }

  interface Session {
    user: DefaultSession["user"] & { id: string; accountId: string; role: import("@/lib/access/roles").Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    accountId?: string;
    /** The member's role as read on this request (never trusted from an older cookie). */
    role?: import("@/lib/access/roles").Role;
    /// The UserSession row this cookie belongs to.
    sid?: string;
  }
}
