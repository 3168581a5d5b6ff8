import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";
import { DELIVERIES_KEY } from "./use-deliveries";
import { overviewQuery } from "./use-overview";
import { usageBreakdownQuery } from "./use-usage";

export type CallPage = ResponseOf<typeof operations.list>;
export type CallRow = CallPage["data"][number];
export type CallDetail = ResponseOf<typeof operations.get>;
export type TestCallResult = ResponseOf<typeof operations.test>;

/** Every calls query (lists with any filters, details) lives under this key. */
const CALLS_KEY = ["calls"] as const;

/** The calls table shows 20 a page. */
export const CALL_PAGE_SIZE = 20;

/** The list's filters, as the calls query takes them; an absent field is no filter. */
export type CallFilters = { assistantId?: string; status?: string; createdAfter?: string; createdBefore?: string };

/** Drops empty filters, so `{ status: "" }` and `{}` are one query (and one cache entry). */
export function callFilters(filters: CallFilters): CallFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as CallFilters;
}

export function callsQuery(filters: CallFilters) {
  const active = callFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...CALLS_KEY, "list", active],
    queryFn: ({ pageParam }) =>
      // The filters are checked by the server (400 with details); the form offers only valid ones.
      request(operations.list, {
        query: { ...active, limit: CALL_PAGE_SIZE, cursor: pageParam || undefined } as RequestInput<typeof operations.list>["query"],
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function callDetailQuery(id: string) {
  return queryOptions({ queryKey: [...CALLS_KEY, "detail", id], queryFn: () => request(operations.get, { params: { id } }) });
}

export function useCalls(filters: CallFilters) {
  return useInfiniteQuery(callsQuery(filters));
}

export function useCallDetail(id: string) {
  return useQuery(callDetailQuery(id));
}

export function useRunTestCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestInput<typeof operations.test>["body"]) => request(operations.test, { body }),
    onSuccess: () => {
      // A call produces events (deliveries) and, once completed, billed minutes (overview, usage).
      for (const queryKey of [CALLS_KEY, DELIVERIES_KEY, overviewQuery.queryKey, usageBreakdownQuery.queryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
