import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions } from "./auth-options";

/**
 * The signed-in user, for server components; anyone else is sent to sign in. Read once per
 * request (React `cache`): the layout and the page's prefetch share one session lookup.
 */
export const requireSessionUser = cache(async () => {
  const session = await getServerSession(authOptions);
  if (!session?.user?.accountId) redirect("/sign-in");
  return session.user;
});
