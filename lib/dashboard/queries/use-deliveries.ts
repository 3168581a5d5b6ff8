import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { fetchJson, sendJson } from "@/lib/dashboard/fetch-json";
import { pageQuery } from "@/lib/dashboard/page-query";
import { serializedSchema, type Serialized } from "@/lib/dashboard/serialize";
import { deliveryDetailViewSchema, deliverySummaryViewSchema } from "@/lib/schemas/webhook";
import type { listPendingEvents } from "@/lib/events/list-pending-events";
import type { findDelivery } from "@/lib/webhooks/find-delivery";
import type { listDeliveries } from "@/lib/webhooks/list-deliveries";
import type { sendTestEvent } from "@/lib/webhooks/send-test-event";

export type DeliveryPage = Serialized<Awaited<ReturnType<typeof listDeliveries>>>;
export type DeliveryRow = DeliveryPage["data"][number];
export type DeliveryDetail = Serialized<NonNullable<Awaited<ReturnType<typeof findDelivery>>>>;
/** The answer to a test event or a resend: one attempt made while the browser waits. */
export type ManualAttempt = Serialized<Awaited<ReturnType<typeof sendTestEvent>>>;

/** The deliveries table shows 25 a page. */
export const DELIVERY_PAGE_SIZE = 25;

const deliveryPageSchema = z.object({ data: z.array(serializedSchema(deliverySummaryViewSchema)), nextCursor: z.string().nullable() });
const deliveryDetailSchema = serializedSchema(deliveryDetailViewSchema);
export const manualAttemptSchema: z.ZodType<ManualAttempt> = z.object({
  deliveryId: z.string(),
  eventId: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});

/** An event not yet handed to delivery, listed above the deliveries with "Deliver now". */
export type PendingEvent = Serialized<Awaited<ReturnType<typeof listPendingEvents>>[number]>;

const pendingEventsSchema: z.ZodType<{ data: PendingEvent[] }> = z.object({
  data: z.array(z.object({ id: z.string(), type: z.string(), timestamp: z.string(), createdAt: z.string() })),
});

export const deliveryKeys = {
  all: ["deliveries"] as const,
  list: () => [...deliveryKeys.all, "list"] as const,
  detail: (id: string) => [...deliveryKeys.all, "detail", id] as const,
  pendingEvents: () => [...deliveryKeys.all, "pending-events"] as const,
};

export function useDeliveries() {
  return useInfiniteQuery({
    queryKey: deliveryKeys.list(),
    queryFn: ({ pageParam }) =>
      fetchJson(`/api/dashboard/webhook/deliveries?${pageQuery(DELIVERY_PAGE_SIZE, pageParam)}`, deliveryPageSchema),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Retries happen in the background: keep the table current while it is open.
    refetchInterval: 15_000,
  });
}

export function useDeliveryDetail(id: string) {
  return useQuery({
    queryKey: deliveryKeys.detail(id),
    queryFn: () => fetchJson(`/api/dashboard/webhook/deliveries/${encodeURIComponent(id)}`, deliveryDetailSchema),
  });
}

/** `onResent` gets the new delivery's id, so an open detail can follow the resend. */
export function useResendDelivery(id: string, { onResent }: { onResent?: (deliveryId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson(`/api/dashboard/webhook/deliveries/${encodeURIComponent(id)}/resend`, manualAttemptSchema, { method: "POST" }),
    onSuccess: (result) => onResent?.(result.deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

export function usePendingEvents() {
  return useQuery({
    queryKey: deliveryKeys.pendingEvents(),
    queryFn: () => fetchJson("/api/dashboard/webhook/pending-events", pendingEventsSchema),
    refetchInterval: 15_000,
  });
}

export function useDeliverPendingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      sendJson(`/api/dashboard/webhook/pending-events/${encodeURIComponent(eventId)}/deliver`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
