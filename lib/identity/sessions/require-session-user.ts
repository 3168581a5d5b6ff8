import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import type { SessionAuth } from "@/lib/access/principal";
import { getSessionState } from "./get-session-user";

/**
 * The signed-in member, for server components; anyone else is sent to sign in. The same read
 * a dashboard route makes (the session cookie, checked against the database, the role as it
 * stands now), so a page and its operations see the same member. Read once per request (React
 * `cache`): the layout and the page's prefetch share one session lookup. A session whose second
 * factor is still owed is sent to give it, and sees nothing else; a member whose account requires
 * two-factor sign-in and who has none is sent to the Account page to set it up, as is the owner of a closed account.
 */
/** Where a member whose account requires two-factor sign-in sets it up. */
export const TWO_FACTOR_SET_UP_PAGE = "/account";

export const requireSessionUser = cache(async (): Promise<SessionAuth> => {
  const current = await headers();
  const state = await getSessionState(new Request("http://server-component.invalid/", { headers: current }));
  if (!state) redirect("/sign-in");
  if (state.secondFactorPending) redirect("/sign-in/two-factor");
  if (state.mustSetUpTwoFactor && current.get(PAGE_PATH_HEADER) !== TWO_FACTOR_SET_UP_PAGE) redirect(TWO_FACTOR_SET_UP_PAGE);
  // A closed account's owner sees only the Account page, where they reopen it or export its data.
  if (state.accountClosed && current.get(PAGE_PATH_HEADER) !== TWO_FACTOR_SET_UP_PAGE) redirect(TWO_FACTOR_SET_UP_PAGE);
  const { secondFactorPending: _pending, ...user } = state;
  return user;
});
