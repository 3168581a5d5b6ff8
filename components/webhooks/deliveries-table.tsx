"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { DataTable, DateText, IdText, type Column } from "@/components/ui/data-table";
import { useDeliveries, type DeliveryRow } from "@/lib/dashboard/queries/use-deliveries";
import { DeliveryDetail } from "./delivery-detail";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { PendingEvents } from "./pending-events";

function columns(select: (id: string) => void): Column<DeliveryRow>[] {
  return [
    {
      header: "Event",
      cell: (delivery) => (
        <IdText
          value={delivery.eventId}
          label="event id"
          onClick={() => select(delivery.id)}
          title={`Show delivery of ${delivery.eventId}`}
        />
      ),
      width: "26%",
      truncate: true,
    },
    {
      header: "Type",
      cell: (delivery) => (
        <>
          {delivery.eventType}
          {delivery.kind !== "event" ? <span className="ml-2 text-xs text-muted">({delivery.kind})</span> : null}
        </>
      ),
    },
    { header: "Status", cell: (delivery) => <DeliveryStatusBadge status={delivery.status} /> },
    { header: "Attempts", cell: (delivery) => delivery.attemptCount, align: "end" },
    { header: "Last status", cell: (delivery) => delivery.lastStatusCode ?? (delivery.lastError ? "error" : "—"), align: "end" },
    { header: "Next retry (UTC)", cell: (delivery) => <DateText value={delivery.nextAttemptAt} seconds />, nowrap: true },
    { header: "Created (UTC)", cell: (delivery) => <DateText value={delivery.createdAt} seconds />, nowrap: true },
  ];
}

export function DeliveriesTable() {
  const [selected, setSelected] = useState<string>();
  const deliveries = useDeliveries();
  const rows = deliveries.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Card title="Deliveries" description="Every event sent to your endpoint, with each attempt. Select one for details or to resend it.">
      <PendingEvents />
      <DataTable
        caption="Deliveries"
        columns={columns(setSelected)}
        rows={deliveries.data ? rows : undefined}
        loading={deliveries.isPending}
        error={deliveries.isError ? deliveries.error : undefined}
        onRetry={() => deliveries.refetch()}
        empty={<EmptyState title="No deliveries yet">Send a test event, or run a test call from the Calls page.</EmptyState>}
        rowKey={(delivery) => delivery.id}
        rowProps={(delivery) => ({
          "data-testid": `delivery-${delivery.id}`,
          "aria-current": selected === delivery.id ? "true" : undefined,
          // The whole row opens the detail; the event id is its keyboard-reachable button.
          onClick: () => setSelected(delivery.id),
          className: "cursor-pointer hover:bg-surface-muted aria-[current=true]:bg-accent-soft",
        })}
      />
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
