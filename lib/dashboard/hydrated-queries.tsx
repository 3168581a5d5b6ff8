import { dehydrate, HydrationBoundary, QueryClient, type DataTag, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { callOperation, type CallInput, type ResultOf } from "@/lib/api/call-operation";
import type { Operation } from "@/lib/api/operation";
import type { Implementation } from "@/lib/api/serve-operations";
import { requireSessionUser } from "@/lib/identity/sessions/require-session-user";
import { ApiError } from "@/lib/errors";
import { serialize, type Serialized } from "./serialize";

/** A query-options object (TanStack's `queryOptions`), whose key carries its data type. */
type Query<Data> = { queryKey: DataTag<QueryKey, Data, unknown> };

/**
 * What a page's loader fills the cache with, typed by the hook's own query options: the
 * read's answer, as JSON carries it, must be the hook's data, so the seed cannot drift.
 */
export type QuerySeeder = {
  query: <T>(options: Query<Serialized<T>>, data: T) => void;
  /** The first page of a list, in the shape useInfiniteQuery keeps ("" = first page's param). */
  firstPage: <T>(options: Query<InfiniteData<Serialized<T>, unknown>>, page: T) => void;
};

/** Calls a dashboard read (lib/dashboard/reads/) in-process as the signed-in member. */
export type CallRead = <O extends Operation & { method: "GET"; access: "session" }>(
  implementation: Implementation<O>,
  input?: CallInput<O>,
) => Promise<ResultOf<O>>;

/**
 * Renders a page with its data already in React Query's cache: the loader calls the reads the
 * routes serve, in-process (`callOperation`: the same role check, input and response schemas,
 * no HTTP round trip, no "Loading…" on arrival), and the client components' hooks find the data
 * under their own query options' keys. Values go through JSON first, so the server's first
 * render and the browser's later fetches agree. An unknown or another account's id is the
 * 404 page, as its route answers 404.
 */
export async function HydratedQueries({
  load,
  children,
}: {
  load: (call: CallRead, seed: QuerySeeder) => Promise<void>;
  children: React.ReactNode;
}) {
  const session = await requireSessionUser();
  const queryClient = new QueryClient();
  const call: CallRead = (implementation, input) =>
    callOperation(implementation, session, input).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
      throw error;
    });
  await load(call, {
    query: (options, data) => queryClient.setQueryData(options.queryKey, serialize(data)),
    firstPage: (options, page) => queryClient.setQueryData(options.queryKey, { pages: [serialize(page)], pageParams: [""] }),
  });
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
