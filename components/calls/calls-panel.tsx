"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import { formatDateTime, formatDuration } from "@/lib/dashboard/format";
import { CALL_STATUSES, type CallList } from "@/lib/schemas/call";
import { CallStatusBadge } from "./call-status-badge";
import { TestCallForm } from "./test-call-form";

export function CallsPanel() {
  const [status, setStatus] = useState("");
  const calls = useInfiniteQuery({
    queryKey: ["calls", status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ status, cursor: pageParam });
      return fetchJson<CallList>(`/api/dashboard/calls?${query}`);
    },
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const rows = calls.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <Card title="Test call" description="Simulates an inbound call through the same code a telephone provider drives. Events go to your webhook URL.">
        <TestCallForm />
      </Card>
      <Card
        title="Calls"
        actions={
          <label className="flex items-center gap-2 text-sm">
            <span className="text-slate-500">Status</span>
            <select
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              <option value="">All</option>
              {CALL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value.replace("_", " ")}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {calls.isPending ? <LoadingState /> : null}
        {calls.isError ? <ErrorState error={calls.error} onRetry={() => calls.refetch()} /> : null}
        {calls.isSuccess && rows.length === 0 ? <EmptyState title="No calls yet">Run a test call above.</EmptyState> : null}
        {rows.length > 0 ? (
          <DataTable columns={["Call", "Assistant", "Caller", "Status", "Duration", "Received"]} minWidthClass="min-w-[640px]">
            {rows.map((call) => (
              <tr key={call.id} data-testid={`call-${call.id}`}>
                <td className="px-5 py-3">
                  <Link href={`/calls/${call.id}`} className="font-mono text-xs text-indigo-700 hover:underline">
                    {call.id}
                  </Link>
                </td>
                <td className="px-5 py-3">{call.assistantName}</td>
                <td className="px-5 py-3 font-mono text-xs">{call.callerNumber}</td>
                <td className="px-5 py-3">
                  <CallStatusBadge status={call.status} />
                </td>
                <td className="px-5 py-3">{call.duration !== null ? formatDuration(call.duration) : "—"}</td>
                <td className="px-5 py-3 text-slate-600">{formatDateTime(call.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
        {calls.hasNextPage ? (
          <Button type="button" variant="secondary" className="mt-3" disabled={calls.isFetchingNextPage} onClick={() => calls.fetchNextPage()}>
            Load more
          </Button>
        ) : null}
      </Card>
    </div>
  );
}
