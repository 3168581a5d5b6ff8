import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from "@tanstack/react-query";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { serialize } from "./serialize";

/** What a page's loader fills the cache with: whole queries, or the first page of a list. */
export type QuerySeeder = {
  query: (queryKey: QueryKey, data: unknown) => void;
  firstPage: (queryKey: QueryKey, page: unknown) => void;
};

/**
 * Renders a page with its data already in React Query's cache: the loader calls the domain
 * functions directly with the session's account (no HTTP round trip, no "Loading…" on
 * arrival), and the client components' hooks find the data under the same keys. Values go
 * through JSON first, so the server's first render and the browser's later fetches agree.
 */
export async function HydratedQueries({
  load,
  children,
}: {
  load: (accountId: string, seed: QuerySeeder) => Promise<void>;
  children: React.ReactNode;
}) {
  const user = await requireSessionUser();
  const queryClient = new QueryClient();
  await load(user.accountId, {
    query: (queryKey, data) => queryClient.setQueryData(queryKey, serialize(data)),
    // The shape useInfiniteQuery keeps: pages and the params that fetched them ("" = first).
    firstPage: (queryKey, page) => queryClient.setQueryData(queryKey, { pages: [serialize(page)], pageParams: [""] }),
  });
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
