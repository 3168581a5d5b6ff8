import { dehydrate, HydrationBoundary, QueryClient, type DataTag, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { serialize, type Serialized } from "./serialize";

/** A query-options object (TanStack's `queryOptions`), whose key carries its data type. */
type Query<Data> = { queryKey: DataTag<QueryKey, Data, unknown> };

/**
 * What a page's loader fills the cache with, typed by the hook's own query options: the
 * loader's value, as JSON carries it, must be the hook's data, so the seed cannot drift.
 */
export type QuerySeeder = {
  query: <T>(options: Query<Serialized<T>>, data: T) => void;
  /** The first page of a list, in the shape useInfiniteQuery keeps ("" = first page's param). */
  firstPage: <T>(options: Query<InfiniteData<Serialized<T>, unknown>>, page: T) => void;
};

/**
 * Renders a page with its data already in React Query's cache: the loader calls the same
 * domain functions the route handlers call, with the session's account (no HTTP round trip,
 * no "Loading…" on arrival), and the client components' hooks find the data under their own
 * query options' keys. Values go through JSON first, so the server's first render and the
 * browser's later fetches agree.
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
    query: (options, data) => queryClient.setQueryData(options.queryKey, serialize(data)),
    firstPage: (options, page) => queryClient.setQueryData(options.queryKey, { pages: [serialize(page)], pageParams: [""] }),
  });
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
