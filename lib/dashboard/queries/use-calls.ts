import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { listCalls } from "@/lib/calls/list-calls";
import type { loadCallDetail } from "@/lib/dashboard/load-call-detail";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import { pageQuery } from "@/lib/dashboard/page-query";
import type { Serialized } from "@/lib/dashboard/serialize";
import { callDetailSchema, callListSchema, callSchema, type testCallInputSchema } from "@/lib/schemas/call";
import { EVENT_TYPES, type EventType } from "@/lib/schemas/event";
import type { runTestCall } from "@/lib/simulator/run-test-call";
import { deliveryKeys } from "./use-deliveries";
import { overviewKeys } from "./use-overview";
import { usageKeys } from "./use-usage";

export type CallPage = Serialized<Awaited<ReturnType<typeof listCalls>>>;
export type CallRow = CallPage["data"][number];
export type CallDetail = Serialized<NonNullable<Awaited<ReturnType<typeof loadCallDetail>>>>;
export type TestCallResult = Serialized<Awaited<ReturnType<typeof runTestCall>>>;

/** The calls table shows 20 a page. */
export const CALL_PAGE_SIZE = 20;

/** The list's filters, as the calls query takes them; an absent field is no filter. */
export type CallFilters = { assistantId?: string; status?: string; createdAfter?: string; createdBefore?: string };

const eventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]);
const callDetailResponseSchema: z.ZodType<CallDetail> = z.object({
  call: callDetailSchema,
  events: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      timestamp: z.string(),
      delivery: z
        .object({ id: z.string(), status: z.string(), attemptCount: z.number(), lastStatusCode: z.number().nullable() })
        .nullable(),
    }),
  ),
});
const testCallResultSchema: z.ZodType<TestCallResult> = z.object({
  call: callSchema,
  events: z.array(z.object({ id: z.string(), type: eventTypeSchema })),
});

export const callKeys = {
  all: ["calls"] as const,
  list: (filters: CallFilters) => [...callKeys.all, "list", filters] as const,
  detail: (id: string) => [...callKeys.all, "detail", id] as const,
};

/** Drops empty filters, so `{ status: "" }` and `{}` are one query (and one cache entry). */
export function callFilters(filters: CallFilters): CallFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as CallFilters;
}

export function useCalls(filters: CallFilters) {
  const active = callFilters(filters);
  return useInfiniteQuery({
    queryKey: callKeys.list(active),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ ...active, ...Object.fromEntries(pageQuery(CALL_PAGE_SIZE, pageParam)) });
      return fetchJson(`/api/dashboard/calls?${query}`, callListSchema);
    },
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useCallDetail(id: string) {
  return useQuery({
    queryKey: callKeys.detail(id),
    queryFn: () => fetchJson(`/api/dashboard/calls/${encodeURIComponent(id)}`, callDetailResponseSchema),
  });
}

export function useRunTestCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof testCallInputSchema>) => fetchJson("/api/dashboard/calls/test", testCallResultSchema, { method: "POST", body: input }),
    onSuccess: () => {
      // A call produces events (deliveries) and, once completed, billed minutes (overview, usage).
      for (const queryKey of [callKeys.all, deliveryKeys.all, overviewKeys.all, usageKeys.breakdown]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
