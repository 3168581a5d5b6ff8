"use client";

import { useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dashboard/format";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { useDeliverPendingEvent, usePendingEvents } from "@/lib/dashboard/queries/use-deliveries";

/**
 * Events not yet handed to delivery (Inngest was unreachable, or the process stopped first),
 * listed above the deliveries with a button to deliver each one now. Hidden when none wait.
 */
export function PendingEvents() {
  const pending = usePendingEvents();
  const deliver = useDeliverPendingEvent();
  const delivering = useCanCall(webhookOperations.deliverPendingEvent, "deliver waiting events");
  const events = pending.data?.data ?? [];
  if (events.length === 0) return null;

  return (
    <section aria-label="Waiting for delivery" className="mb-4 rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      <p className="font-medium text-amber-900">
        {events.length} event{events.length === 1 ? "" : "s"} not yet handed to delivery
      </p>
      <ul className="mt-2 space-y-1">
        {events.map((event) => (
          <li key={event.id} data-testid={`pending-event-${event.id}`} className="flex flex-wrap items-center gap-3">
            <code className="text-xs">{event.id}</code>
            <span>{event.type}</span>
            <span className="text-slate-500">{formatDateTime(event.createdAt)}</span>
            {delivering.can ? (
              <Button type="button" variant="secondary" disabled={deliver.isPending} onClick={() => deliver.mutate(event.id)}>
                Deliver now
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {delivering.reason ? <div className="mt-2">{delivering.reason}</div> : null}
      {deliver.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {deliver.error.message}
        </p>
      ) : null}
    </section>
  );
}
