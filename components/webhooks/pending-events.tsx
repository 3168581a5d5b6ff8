"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { fetchJson, type Serialized } from "@/lib/dashboard/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";
import type { PendingEventView } from "@/lib/events/list-pending-events";

export const PENDING_EVENTS_QUERY_KEY = ["deliveries", "pending-events"];

/**
 * Events not yet handed to delivery (Inngest was unreachable, or the process stopped first),
 * listed above the deliveries with a button to deliver each one now. Hidden when none wait.
 */
export function PendingEvents() {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: PENDING_EVENTS_QUERY_KEY,
    queryFn: () => fetchJson<{ data: Serialized<PendingEventView>[] }>("/api/dashboard/webhook/pending-events"),
    refetchInterval: 15_000,
  });
  const deliver = useMutation({
    mutationFn: (eventId: string) => fetchJson(`/api/dashboard/webhook/pending-events/${eventId}/deliver`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["deliveries"] }),
  });
  const events = pending.data?.data ?? [];
  if (events.length === 0) return null;

  return (
    <div role="region" aria-label="Waiting for delivery" className="mb-4 rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      <p className="font-medium text-amber-900">
        {events.length} event{events.length === 1 ? "" : "s"} not yet handed to delivery
      </p>
      <ul className="mt-2 space-y-1">
        {events.map((event) => (
          <li key={event.id} data-testid={`pending-event-${event.id}`} className="flex flex-wrap items-center gap-3">
            <code className="text-xs">{event.id}</code>
            <span>{event.type}</span>
            <span className="text-slate-500">{formatDateTime(event.createdAt)}</span>
            <Button type="button" variant="secondary" disabled={deliver.isPending} onClick={() => deliver.mutate(event.id)}>
              Deliver now
            </Button>
          </li>
        ))}
      </ul>
      {deliver.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {deliver.error.message}
        </p>
      ) : null}
    </div>
  );
}
