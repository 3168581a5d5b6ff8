"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { fetchJson, type Serialized } from "@/lib/dashboard/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";
import type { DeliverySummaryView } from "@/lib/schemas/webhook";
import { DeliveryDetail } from "./delivery-detail";
import { PendingEvents } from "./pending-events";

export type DeliveryRow = Serialized<DeliverySummaryView>;

export const DELIVERY_STATUS_TONE: Record<DeliveryRow["status"], BadgeTone> = { pending: "amber", delivered: "green", failed: "red" };

export function DeliveriesTable() {
  const [selected, setSelected] = useState<string>();
  const deliveries = useInfiniteQuery({
    queryKey: ["deliveries"],
    queryFn: ({ pageParam }) =>
      fetchJson<{ data: DeliveryRow[]; nextCursor: string | null }>(
        `/api/dashboard/webhook/deliveries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Retries happen in the background: keep the table current while it is open.
    refetchInterval: 15_000,
  });
  const rows = deliveries.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Card title="Deliveries" description="Every event sent to your endpoint, with each attempt. Select one for details or to resend it.">
      <PendingEvents />
      {deliveries.isPending ? <LoadingState /> : null}
      {deliveries.isError ? <ErrorState error={deliveries.error} onRetry={() => deliveries.refetch()} /> : null}
      {deliveries.isSuccess && rows.length === 0 ? (
        <EmptyState title="No deliveries yet">Send a test event, or run a test call from the Calls page.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <DataTable columns={["Event", "Type", "Status", "Attempts", "Last status", "Next retry", "Created"]} minWidthClass="min-w-[760px]">
          {rows.map((delivery) => (
            <tr
              key={delivery.id}
              data-testid={`delivery-${delivery.id}`}
              aria-selected={selected === delivery.id}
              className="cursor-pointer hover:bg-slate-50 aria-selected:bg-indigo-50"
              onClick={() => setSelected(delivery.id)}
            >
              <td className="px-5 py-3">
                <button type="button" className="font-mono text-xs text-indigo-700 hover:underline" onClick={() => setSelected(delivery.id)}>
                  {delivery.eventId}
                </button>
              </td>
              <td className="px-5 py-3">
                {delivery.eventType}
                {delivery.kind !== "event" ? <span className="ml-2 text-xs text-slate-400">({delivery.kind})</span> : null}
              </td>
              <td className="px-5 py-3">
                <Badge tone={DELIVERY_STATUS_TONE[delivery.status]}>{delivery.status}</Badge>
              </td>
              <td className="px-5 py-3">{delivery.attemptCount}</td>
              <td className="px-5 py-3">{delivery.lastStatusCode ?? (delivery.lastError ? "error" : "—")}</td>
              <td className="px-5 py-3 text-slate-600">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : "—"}</td>
              <td className="px-5 py-3 text-slate-600">{formatDateTime(delivery.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {deliveries.hasNextPage ? (
        <Button type="button" variant="secondary" className="mt-3" disabled={deliveries.isFetchingNextPage} onClick={() => deliveries.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
      {selected ? <DeliveryDetail key={selected} deliveryId={selected} onSelect={setSelected} onClose={() => setSelected(undefined)} /> : null}
    </Card>
  );
}
