import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { dashboardRequestLogOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";

export type RequestLogPage = ResponseOf<typeof operations.list>;
export type RequestLogRow = RequestLogPage["data"][number];

/** Every API logs query (any filters) lives under this key. */
const REQUEST_LOGS_KEY = ["request-logs"] as const;

/** The API logs table shows 25 a page. */
export const REQUEST_LOG_PAGE_SIZE = 25;

/** How often follow mode asks for new requests. */
export const FOLLOW_INTERVAL_MS = 3_000;

/** The list's filters, as the API takes them; an absent field is no filter. */
export type RequestLogFilters = {
  status?: string;
  method?: string;
  route?: string;
  keyId?: string;
  requestId?: string;
  from?: string;
  to?: string;
};

/** Drops empty filters, so `{ method: "" }` and `{}` are one query (and one cache entry). */
export function requestLogFilters(filters: RequestLogFilters): RequestLogFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as RequestLogFilters;
}

export function requestLogsQuery(filters: RequestLogFilters) {
  const active = requestLogFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...REQUEST_LOGS_KEY, "list", active],
    queryFn: ({ pageParam }) =>
      // The filters are checked by the server (400 with details); the form sends only well-formed ones.
      request(operations.list, {
        query: { ...active, limit: REQUEST_LOG_PAGE_SIZE, cursor: pageParam || undefined } as RequestInput<typeof operations.list>["query"],
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The list; `follow` re-reads it every few seconds, so new requests appear at the top. */
export function useRequestLogs(filters: RequestLogFilters, { follow = false }: { follow?: boolean } = {}) {
  return useInfiniteQuery({ ...requestLogsQuery(filters), refetchInterval: follow ? FOLLOW_INTERVAL_MS : false });
}
