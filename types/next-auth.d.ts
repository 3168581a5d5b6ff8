import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** What the credentials provider's `authorize` returns. */
  interface User {
    accountId: string;
  }

  interface Session {
    user: DefaultSession["user"] & { id: string; accountId: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    accountId?: string;
    /// The UserSession row this cookie belongs to.
    sid?: string;
  }
}
