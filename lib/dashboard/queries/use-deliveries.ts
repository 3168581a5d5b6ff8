import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardWebhookOperations as operations } from "@/lib/dashboard/operations/client.gen";
import { request, type ResponseOf } from "@/lib/dashboard/request";

export type DeliveryPage = ResponseOf<typeof operations.listDeliveries>;
export type DeliveryRow = DeliveryPage["data"][number];
export type DeliveryDetail = ResponseOf<typeof operations.getDelivery>;
/** The answer to a test event or a resend: one attempt made while the browser waits. */
export type ManualAttempt = ResponseOf<typeof operations.sendTest>;
/** An event not yet handed to delivery, listed above the deliveries with "Deliver now". */
export type PendingEvent = ResponseOf<typeof operations.listPendingEvents>["data"][number];

/** The deliveries table shows 25 a page. */
export const DELIVERY_PAGE_SIZE = 25;

/** Everything under this key changes when a delivery is made: the list, details, waiting events. */
export const DELIVERIES_KEY = ["deliveries"] as const;

// Retries happen in the background: keep the table and the waiting events current while open.
const REFRESH_MS = 15_000;

export const deliveriesQuery = infiniteQueryOptions({
  queryKey: [...DELIVERIES_KEY, "list"],
  queryFn: ({ pageParam }) => request(operations.listDeliveries, { query: { limit: DELIVERY_PAGE_SIZE, cursor: pageParam || undefined } }),
  initialPageParam: "",
  getNextPageParam: (page) => page.nextCursor ?? undefined,
  refetchInterval: REFRESH_MS,
});

export function deliveryDetailQuery(id: string) {
  return queryOptions({ queryKey: [...DELIVERIES_KEY, "detail", id], queryFn: () => request(operations.getDelivery, { params: { id } }) });
}

export const pendingEventsQuery = queryOptions({
  queryKey: [...DELIVERIES_KEY, "pending-events"],
  queryFn: () => request(operations.listPendingEvents),
  refetchInterval: REFRESH_MS,
});

export function useDeliveries() {
  return useInfiniteQuery(deliveriesQuery);
}

export function useDeliveryDetail(id: string) {
  return useQuery(deliveryDetailQuery(id));
}

export function usePendingEvents() {
  return useQuery(pendingEventsQuery);
}

function useInvalidateDeliveries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
}

/** `onResent` gets the new delivery's id, so an open detail can follow the resend. */
export function useResendDelivery(id: string, { onResent }: { onResent?: (deliveryId: string) => void } = {}) {
  const onSettled = useInvalidateDeliveries();
  return useMutation({
    mutationFn: () => request(operations.resendDelivery, { params: { id } }),
    onSuccess: (result) => onResent?.(result.deliveryId),
    onSettled,
  });
}

export function useDeliverPendingEvent() {
  const onSettled = useInvalidateDeliveries();
  return useMutation({ mutationFn: (id: string) => request(operations.deliverPendingEvent, { params: { id } }), onSettled });
}
