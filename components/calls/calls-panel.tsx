"use client";

import Link from "next/link";
import { useState } from "react";
import { useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DayRangeFields, useDayRange } from "@/components/ui/day-range-fields";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Table, type Column } from "@/components/ui/table";
import { formatDuration, formatShortDateTime } from "@/lib/dashboard/format";
import { dashboardCallOperations } from "@/lib/dashboard/operations/call-operations";
import { useAssistants } from "@/lib/dashboard/queries/use-assistants";
import { useCalls, type CallFilters, type CallRow } from "@/lib/dashboard/queries/use-calls";
import { CALL_STATUSES } from "@/lib/schemas/call";
import { CallStatusBadge } from "./call-status-badge";
import { TestCallForm } from "./test-call-form";

const columns: Column<CallRow>[] = [
  {
    header: "Call",
    cell: (call) => (
      <Link href={`/calls/${call.id}`} className="font-mono text-xs text-indigo-700 underline max-sm:break-all">
        {call.id}
      </Link>
    ),
  },
  { header: "Assistant", cell: (call) => call.assistantName },
  { header: "Caller", cell: (call) => <span className="font-mono text-xs">{call.callerNumber}</span> },
  { header: "Status", cell: (call) => <CallStatusBadge status={call.status} /> },
  { header: "Duration", cell: (call) => (call.duration !== null ? formatDuration(call.duration) : "—"), className: "sm:whitespace-nowrap" },
  { header: "Came in (UTC)", cell: (call) => formatShortDateTime(call.createdAt), className: "sm:whitespace-nowrap" },
  { header: "Ended (UTC)", cell: (call) => formatShortDateTime(call.endedAt ?? call.failedAt), className: "sm:whitespace-nowrap" },
];

export function CallsPanel() {
  const [assistantId, setAssistantId] = useState("");
  const [status, setStatus] = useState("");
  const days = useDayRange();
  const filters: CallFilters = { assistantId, status, createdAfter: days.start, createdBefore: days.end };
  const calls = useCalls(filters);
  const assistants = useAssistants();
  const rows = calls.data?.pages.flatMap((page) => page.data) ?? [];
  const assistantOptions = assistants.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(assistantId || status || days.chosen);
  const testing = useCanCall(dashboardCallOperations.test, "run test calls");

  return (
    <div className="space-y-6">
      <Card
        title="Test call"
        description="Simulates an inbound call through the same code a telephone provider drives. Events go to your webhook URL."
      >
        {testing.can ? <TestCallForm assistants={assistants} /> : testing.reason}
      </Card>
      <Card title="Calls" description="Newest first, by when the call came in. Times are UTC.">
        <form
          aria-label="Filter calls"
          className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <Select
            label="Assistant"
            id="calls-filter-assistant"
            value={assistantId}
            onChange={(event) => setAssistantId(event.target.value)}
            options={[{ value: "", label: "All assistants" }, ...assistantOptions.map((a) => ({ value: a.id, label: a.name }))]}
          />
          <Select
            label="Status"
            id="calls-filter-status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            options={[{ value: "", label: "All statuses" }, ...CALL_STATUSES.map((value) => ({ value, label: value.replace("_", " ") }))]}
          />
          <DayRangeFields range={days} idPrefix="calls-filter" />
        </form>
        {calls.isPending ? <LoadingState /> : null}
        {calls.isError ? <ErrorState error={calls.error} onRetry={() => calls.refetch()} /> : null}
        {calls.isSuccess && rows.length === 0 ? (
          filtered ? (
            <EmptyState title="No calls match these filters">Choose another assistant, status or dates.</EmptyState>
          ) : (
            <EmptyState title="No calls yet">Run a test call above.</EmptyState>
          )
        ) : null}
        {rows.length > 0 ? (
          <Table
            caption="Calls"
            columns={columns}
            rows={rows}
            rowKey={(call) => call.id}
            rowProps={(call) => ({ "data-testid": `call-${call.id}` })}
          />
        ) : null}
        {calls.hasNextPage ? (
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            disabled={calls.isFetchingNextPage}
            onClick={() => calls.fetchNextPage()}
          >
            {calls.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
