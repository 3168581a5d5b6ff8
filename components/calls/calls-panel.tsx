"use client";

import { useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDayRange } from "@/components/ui/day-range-fields";
import { FilterBar } from "@/components/ui/filter-bar";
import { Select } from "@/components/ui/select";
import { EmptyState } from "@/components/ui/states";
import { DataTable, DateText, IdText, type Column } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import { useFiltersInUrl, useUrlFilter } from "@/components/ui/use-url-filters";
import { formatDuration } from "@/lib/dashboard/format";
import { dashboardCallOperations } from "@/lib/dashboard/operations/client.gen";
import { useAssistants } from "@/lib/dashboard/queries/use-assistants";
import { useCalls, type CallFilters, type CallRow } from "@/lib/dashboard/queries/use-calls";
import { idPattern } from "@/lib/id-format";
import { CALL_STATUSES } from "@/lib/schemas/call-enums";
import { CallStatusBadge } from "./call-status-badge";
import { TestCallForm } from "./test-call-form";

const columns: Column<CallRow>[] = [
  {
    header: "Call",
    cell: (call) => <IdText value={call.id} href={`/calls/${call.id}`} label="call id" title={`Open call ${call.id}`} />,
    width: "24%",
    truncate: true,
  },
  {
    header: "Assistant",
    cell: (call) => <TruncatedText value={call.assistantName} />,
    width: "18%",
    truncate: true,
  },
  { header: "Caller", cell: (call) => <span className="font-mono text-xs">{call.callerNumber}</span>, nowrap: true, hideWhenStacked: true },
  { header: "Status", cell: (call) => <CallStatusBadge status={call.status} /> },
  { header: "Duration", cell: (call) => (call.duration !== null ? formatDuration(call.duration) : "—"), nowrap: true, align: "end" },
  { header: "Came in (UTC)", cell: (call) => <DateText value={call.createdAt} seconds />, nowrap: true },
  {
    header: "Ended (UTC)",
    cell: (call) => <DateText value={call.endedAt ?? call.failedAt} seconds />,
    nowrap: true,
    hideWhenStacked: true,
  },
];

const ASSISTANT_ID = idPattern("asst");

/** The account's calls and the test call form; the filters are kept in the page's address (reload, back and forward keep them). */
export function CallsPanel() {
  const [assistantId, setAssistantId] = useUrlFilter("assistantId", (value) => ASSISTANT_ID.test(value));
  const [status, setStatus] = useUrlFilter("status", (value) => (CALL_STATUSES as readonly string[]).includes(value));
  const days = useDayRange();
  useFiltersInUrl({ assistantId, status, from: days.from, to: days.to });
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
        <FilterBar label="Filter calls" columns={4} days={days} values={[assistantId, status]} idPrefix="calls-filter">
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
        </FilterBar>
        <DataTable
          caption="Calls"
          columns={columns}
          rows={calls.data ? rows : undefined}
          loading={calls.isPending}
          error={calls.isError ? calls.error : undefined}
          onRetry={() => calls.refetch()}
          empty={
            filtered ? (
              <EmptyState title="No calls match these filters">Choose another assistant, status or dates.</EmptyState>
            ) : (
              <EmptyState title="No calls yet">Run a test call above.</EmptyState>
            )
          }
          rowKey={(call) => call.id}
          rowProps={(call) => ({ "data-testid": `call-${call.id}` })}
        />
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
