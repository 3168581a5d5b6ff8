"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDateTime, formatDuration, formatOptionalDateTime } from "@/lib/dashboard/format";
import { useCallDetail } from "@/lib/dashboard/queries/use-calls";
import { CallStatusBadge } from "./call-status-badge";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-600">{label}</dt>
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
          <Fact label="Came in">{formatDateTime(call.createdAt)}</Fact>
          <Fact label="Answered">{formatOptionalDateTime(call.startedAt)}</Fact>
          <Fact label={call.failedAt ? "Failed" : "Ended"}>{formatOptionalDateTime(call.endedAt ?? call.failedAt)}</Fact>
          <Fact label="Duration">{call.duration !== null ? formatDuration(call.duration) : "—"}</Fact>
          {call.error ? (
            <Fact label="Error">
              <span className="font-mono">{call.error.code}</span>: {call.error.message}
            </Fact>
          ) : null}
          {call.reason ? <Fact label="Reason">{call.reason}</Fact> : null}
        </dl>
        {call.summary ? <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">{call.summary}</p> : null}
      </Card>
      <Card title="Transcript" description={call.messageCount !== null ? `${call.messageCount} messages` : undefined}>
        {call.transcript?.length ? (
          <ol className="space-y-3" aria-label="Transcript">
            {call.transcript.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a transcript is written once and never reordered; its lines have no ids
              <li key={index} className={`flex ${message.role === "assistant" ? "justify-start" : "justify-end"}`}>
                <div
                  className={`max-w-[80%] rounded-lg px-3 py-2 text-sm ${message.role === "assistant" ? "bg-indigo-50 text-indigo-950" : "bg-slate-100"}`}
                >
                  <p className="mb-0.5 text-xs font-medium text-slate-700">
                    {message.role === "assistant" ? call.assistantName : "Caller"}
                  </p>
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
        <ul className="divide-y divide-slate-100">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-2 text-sm sm:grid-cols-[10rem_1fr_auto_auto]"
              data-testid={`call-event-${event.type}`}
            >
              <span className="font-medium">{event.type}</span>
              <span className="break-all font-mono text-xs text-slate-600">{event.id}</span>
              <span className="text-slate-600">{formatDateTime(event.timestamp)}</span>
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
