import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { dashboardAuditOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type RequestInput, type ResponseOf } from "@/lib/dashboard/request";

export type AuditLogPage = ResponseOf<typeof operations.list>;
export type AuditLogRow = AuditLogPage["data"][number];

/** Every audit log query (any filters) lives under this key. */
const AUDIT_LOG_KEY = ["audit-log"] as const;

/** The audit log table shows 25 a page. */
export const AUDIT_LOG_PAGE_SIZE = 25;

/** The list's filters, as the API takes them; an absent field is no filter. */
export type AuditLogFilters = { actor?: string; action?: string; target?: string; from?: string; to?: string };

/** Drops empty filters, so `{ action: "" }` and `{}` are one query (and one cache entry). */
export function auditLogFilters(filters: AuditLogFilters): AuditLogFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditLogFilters;
}

export function auditLogQuery(filters: AuditLogFilters) {
  const active = auditLogFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_KEY, "list", active],
    queryFn: ({ pageParam }) =>
      // The filters are checked by the server (400 with details); the form sends only well-formed ones.
      request(operations.list, {
        query: { ...active, limit: AUDIT_LOG_PAGE_SIZE, cursor: pageParam || undefined } as RequestInput<typeof operations.list>["query"],
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQuery(filters));
}

/** The CSV export of what the filters show (every page, not only those loaded). */
export function auditLogExportHref(filters: AuditLogFilters): string {
  const query = new URLSearchParams(auditLogFilters(filters) as Record<string, string>).toString();
  return `${operations.export.path}${query ? `?${query}` : ""}`;
}
