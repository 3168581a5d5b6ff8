import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { ActiveSession } from "./find-active-session";
import { getSessionUser } from "./get-session-user";

/**
 * The signed-in member, for server components; anyone else is sent to sign in. The same read
 * a dashboard route makes (the session cookie, checked against the database, the role as it
 * stands now), so a page and its operations see the same member. Read once per request (React
 * `cache`): the layout and the page's prefetch share one session lookup.
 */
export const requireSessionUser = cache(async (): Promise<ActiveSession> => {
  const user = await getSessionUser(new Request("http://server-component.invalid/", { headers: await headers() }));
  if (!user) redirect("/sign-in");
  return user;
});
