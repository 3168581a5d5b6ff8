import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./auth-options";

/** The signed-in user, for server components; anyone else is sent to sign in. */
export async function requireSessionUser() {
  const session = await getServerSession(authOptions);
  if (!session?.user?.accountId) redirect("/sign-in");
  return session.user;
}
