"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Table, type Column } from "@/components/ui/table";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { useDeliveries, type DeliveryRow } from "@/lib/dashboard/queries/use-deliveries";
import { DeliveryDetail } from "./delivery-detail";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { PendingEvents } from "./pending-events";

function columns(select: (id: string) => void): Column<DeliveryRow>[] {
  return [
    {
      header: "Event",
      cell: (delivery) => (
        <button
          type="button"
          className="text-left font-mono text-xs text-indigo-700 underline max-sm:break-all"
          onClick={() => select(delivery.id)}
        >
          {delivery.eventId}
        </button>
      ),
    },
    {
      header: "Type",
      cell: (delivery) => (
        <>
          {delivery.eventType}
          {delivery.kind !== "event" ? <span className="ml-2 text-xs text-slate-600">({delivery.kind})</span> : null}
        </>
      ),
    },
    { header: "Status", cell: (delivery) => <DeliveryStatusBadge status={delivery.status} /> },
    { header: "Attempts", cell: (delivery) => delivery.attemptCount },
    { header: "Last status", cell: (delivery) => delivery.lastStatusCode ?? (delivery.lastError ? "error" : "—") },
    { header: "Next retry (UTC)", cell: (delivery) => formatShortDateTime(delivery.nextAttemptAt), className: "sm:whitespace-nowrap" },
    { header: "Created (UTC)", cell: (delivery) => formatShortDateTime(delivery.createdAt), className: "sm:whitespace-nowrap" },
  ];
}

export function DeliveriesTable() {
  const [selected, setSelected] = useState<string>();
  const deliveries = useDeliveries();
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
        <Table
          caption="Deliveries"
          columns={columns(setSelected)}
          rows={rows}
          rowKey={(delivery) => delivery.id}
          rowProps={(delivery) => ({
            "data-testid": `delivery-${delivery.id}`,
            "aria-current": selected === delivery.id ? "true" : undefined,
            // The whole row opens the detail; the event id is its keyboard-reachable button.
            onClick: () => setSelected(delivery.id),
            className: "cursor-pointer hover:bg-slate-50 aria-[current=true]:bg-indigo-50",
          })}
        />
      ) : null}
      {deliveries.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          disabled={deliveries.isFetchingNextPage}
          onClick={() => deliveries.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
      {selected ? (
        <DeliveryDetail key={selected} deliveryId={selected} onSelect={setSelected} onClose={() => setSelected(undefined)} />
      ) : null}
    </Card>
  );
}
