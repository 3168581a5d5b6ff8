"use client";

import Link from "next/link";
import { CallStatusBadge } from "@/components/calls/call-status-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { DateText } from "@/components/ui/date-text";
import { failedDeliveriesInARow, formatDuration, formatWholeNumber } from "@/lib/dashboard/format";
import { useOverview } from "@/lib/dashboard/queries/use-overview";
import { UsageMeter } from "./usage-meter";

export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => overview.refetch()} />;
  const { account, usage, recentCalls, webhook, rateLimit } = overview.data;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card
        title="Plan"
        actions={
          <Link href="/plan" className="text-sm text-accent-fg underline">
            Change plan
          </Link>
        }
      >
        <p className="text-2xl font-bold" data-testid="overview-plan">
          {account.plan.label}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">Requests left this minute</dt>
            <dd className="font-medium" data-testid="requests-left-minute">
              {formatWholeNumber(rateLimit.minute.remaining)} of {formatWholeNumber(rateLimit.minute.limit)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Requests left today</dt>
            <dd className="font-medium" data-testid="requests-left-day">
              {formatWholeNumber(rateLimit.day.remaining)} of {formatWholeNumber(rateLimit.day.limit)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card title="Usage this month">
        <UsageMeter usage={usage} />
      </Card>
      <Card
        title="Webhooks"
        actions={
          <Link href="/webhooks" className="text-sm text-accent-fg underline">
            Manage
          </Link>
        }
      >
        {!webhook.configured ? (
          <p className="text-sm text-muted">No webhook URL yet. Add one to receive call and usage events.</p>
        ) : (
          <div className="space-y-2 text-sm">
            <p className="flex items-center gap-2">
              {webhook.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">Disabled</Badge>}
              {webhook.consecutiveFailures > 0 ? <Badge tone="amber">{failedDeliveriesInARow(webhook.consecutiveFailures)}</Badge> : null}
            </p>
            <p className="text-muted">
              Last 24 h: {webhook.last24h.delivered} delivered, {webhook.last24h.failed} failed, {webhook.last24h.pending} retrying
            </p>
          </div>
        )}
      </Card>
      <Card
        title="Recent calls"
        actions={
          <Link href="/calls" className="text-sm text-accent-fg underline">
            All calls
          </Link>
        }
      >
        {recentCalls.length === 0 ? <EmptyState title="No calls yet">Run a test call from the Calls page.</EmptyState> : null}
        <ul className="divide-y divide-divider">
          {recentCalls.map((call) => (
            // Name, status and length on the first line, the time below it: the same two lines at
            // every width (a row that wrapped only when its name was long looked out of line).
            <li key={call.id} className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-0.5 py-2 text-sm">
              <Link href={`/calls/${call.id}`} className="break-words font-medium text-accent-fg hover:underline">
                {call.assistantName}
              </Link>
              <CallStatusBadge status={call.status} />
              <span className="text-right text-muted tabular-nums">{call.duration !== null ? formatDuration(call.duration) : "—"}</span>
              <span className="col-span-3 text-muted">
                <DateText value={call.createdAt} variant="long" />
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
