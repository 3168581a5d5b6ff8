"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { IdText } from "@/components/ui/data-table";
import { DateText } from "@/components/ui/date-text";
import { formatDuration } from "@/lib/dashboard/format";
import { useCallDetail } from "@/lib/dashboard/queries/use-calls";
import { CallStatusBadge } from "./call-status-badge";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

export function CallDetail({ callId }: { callId: string }) {
  const detail = useCallDetail(callId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => detail.refetch()} />;
  const { call, events } = detail.data;

  return (
    <div className="space-y-6">
      <Card title="Summary">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="Status">
            <CallStatusBadge status={call.status} />
          </Fact>
          <Fact label="Assistant">{call.assistantName}</Fact>
          <Fact label="Caller">
            <span className="font-mono">{call.callerNumber}</span>
          </Fact>
          <Fact label="Line">
            <span className="font-mono">{call.phoneNumber}</span>
          </Fact>
          <Fact label="Came in">
            <DateText value={call.createdAt} variant="long" seconds />
          </Fact>
          <Fact label="Answered">
            <DateText value={call.startedAt} variant="long" seconds />
          </Fact>
          <Fact label={call.failedAt ? "Failed" : "Ended"}>
            <DateText value={call.endedAt ?? call.failedAt} variant="long" seconds />
          </Fact>
          <Fact label="Duration">{call.duration !== null ? formatDuration(call.duration) : "—"}</Fact>
          {call.error ? (
            <Fact label="Error">
              <span className="font-mono">{call.error.code}</span>: {call.error.message}
            </Fact>
          ) : null}
          {call.reason ? <Fact label="Reason">{call.reason}</Fact> : null}
        </dl>
        {call.summary ? (
          <p className="mt-4 rounded-md bg-surface-muted p-3 text-sm text-fg-soft" data-volatile="block">
            {call.summary}
          </p>
        ) : null}
      </Card>
      <Card
        title="Transcript"
        description={call.messageCount !== null ? <span data-volatile>{`${call.messageCount} messages`}</span> : undefined}
      >
        {call.transcript?.length ? (
          // data-volatile: generated at random per call (the screenshot tests give it one height and mask it).
          <ol className="space-y-3" aria-label="Transcript" data-volatile="block">
            {call.transcript.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript is written once and never reordered; its lines have no ids
              <li key={index} className={`flex ${message.role === "assistant" ? "justify-start" : "justify-end"}`}>
                <div
                  className={`max-w-[80%] rounded-lg px-3 py-2 text-sm ${message.role === "assistant" ? "bg-accent-soft text-fg" : "bg-surface-sunken"}`}
                >
                  <p className="mb-0.5 text-xs font-medium text-fg-soft">{message.role === "assistant" ? call.assistantName : "Caller"}</p>
                  {message.text}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title="No transcript">Only completed calls have one.</EmptyState>
        )}
      </Card>
      <Card title="Events sent" description="What your webhook URL received for this call.">
        {events.length === 0 ? <EmptyState title="No events" /> : null}
        <ul className="divide-y divide-divider">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-2 text-sm sm:grid-cols-[10rem_1fr_auto_auto]"
              data-testid={`call-event-${event.type}`}
            >
              <span className="font-medium">{event.type}</span>
              <span className="min-w-0 text-muted">
                <IdText value={event.id} label="event id" />
              </span>
              <span className="text-muted">
                <DateText value={event.timestamp} variant="long" seconds />
              </span>
              {event.delivery ? (
                <Link href="/webhooks" className="hover:underline">
                  <Badge tone={event.delivery.status === "delivered" ? "green" : event.delivery.status === "failed" ? "red" : "amber"}>
                    {event.delivery.status}
                    {event.delivery.lastStatusCode ? ` · ${event.delivery.lastStatusCode}` : ""}
                  </Badge>
                </Link>
              ) : (
                <Badge>queued</Badge>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
