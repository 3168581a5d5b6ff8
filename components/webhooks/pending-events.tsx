"use client";

import { useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { DateText } from "@/components/ui/date-text";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/client.gen";
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
    <section aria-label="Waiting for delivery" className="mb-4 rounded-md bg-warning-soft p-3 text-sm ring-1 ring-warning-border">
      <p className="font-medium text-warning">
        {events.length} event{events.length === 1 ? "" : "s"} not yet handed to delivery
      </p>
      <ul className="mt-2 space-y-1">
        {events.map((event) => (
          <li key={event.id} data-testid={`pending-event-${event.id}`} className="flex flex-wrap items-center gap-3">
            <code className="text-xs">{event.id}</code>
            <span>{event.type}</span>
            <span className="text-muted">
              <DateText value={event.createdAt} variant="long" seconds />
            </span>
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
        <p role="alert" className="mt-2 text-danger">
          {deliver.error.message}
        </p>
      ) : null}
    </section>
  );
}
