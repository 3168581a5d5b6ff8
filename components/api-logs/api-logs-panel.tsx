"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDayRange } from "@/components/ui/day-range-fields";
import { FilterBar } from "@/components/ui/filter-bar";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { EmptyState } from "@/components/ui/states";
import { DataTable, DateText, IdText, type Column } from "@/components/ui/data-table";
import { TruncatedText } from "@/components/ui/truncated-text";
import { useFiltersInUrl, useUrlFilter } from "@/components/ui/use-url-filters";
import { useApiKeys } from "@/lib/dashboard/queries/use-api-keys";
import { FOLLOW_INTERVAL_MS, useRequestLogs, type RequestLogFilters, type RequestLogRow } from "@/lib/dashboard/queries/use-api-logs";
import { RequestLogDetail } from "./api-log-detail";
import { statusTone } from "./status-tone";
import { idPattern } from "@/lib/id-format";

/** A request id as X-Request-Id and error bodies carry it. */
const REQUEST_ID_PATTERN = idPattern("req");
const KEY_ID_PATTERN = idPattern("key");

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  { value: "2xx", label: "2xx success" },
  { value: "4xx", label: "4xx client errors" },
  { value: "429", label: "429 rate limited" },
  { value: "5xx", label: "5xx server errors" },
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The request id search: a whole id filters, anything else says why and filters nothing. */
function requestIdFilter(value: string): { id?: string; error?: string } {
  const trimmed = value.trim();
  if (!trimmed) return {};
  return REQUEST_ID_PATTERN.test(trimmed) ? { id: trimmed } : { error: "Paste a whole request id, such as req_01kaj2v3c5m7q9x2c4v6b8n0p2" };
}

/**
 * The API logs: every request the account's keys made, newest first, filtered as the API
 * filters (the page reads GET /api/dashboard/request-logs, the twin of /api/v1/request-logs).
 * `routes` are the operations' paths. The filters are kept in the page's address: a link (an
 * API key's "Logs", an error's request id) opens it filtered, and a reload keeps them.
 */
export function ApiLogsPanel({ routes }: { routes: readonly string[] }) {
  const [status, setStatus] = useUrlFilter("status", (value) => STATUS_OPTIONS.some((option) => option.value === value));
  const [method, setMethod] = useUrlFilter("method", (value) => METHODS.includes(value));
  const [route, setRoute] = useUrlFilter("route", (value) => routes.includes(value));
  const [keyId, setKeyId] = useUrlFilter("keyId", (value) => KEY_ID_PATTERN.test(value));
  const [search, setSearch] = useUrlFilter("requestId");
  const [follow, setFollow] = useState(false);
  const [selected, setSelected] = useState<RequestLogRow>();
  const days = useDayRange();
  useFiltersInUrl({ requestId: search, status, method, route, keyId, from: days.from, to: days.to });
  const requestId = requestIdFilter(search);
  const filters: RequestLogFilters = { status, method, route, keyId, requestId: requestId.id, from: days.start, to: days.end };
  const log = useRequestLogs(filters, { follow });
  const keys = useApiKeys();
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(status || method || route || keyId || search || days.chosen);
  const keyOptions = [
    { value: "", label: "All keys" },
    ...(keys.data?.data ?? []).map((key) => ({ value: key.id, label: `${key.name} (${key.prefix}…)` })),
    // A key from the link that the list does not hold (yet): still shown as chosen.
    ...(keyId && !keys.data?.data.some((key) => key.id === keyId) ? [{ value: keyId, label: keyId }] : []),
  ];

  const columns: Column<RequestLogRow>[] = [
    { header: "Time (UTC)", cell: (entry) => <DateText value={entry.createdAt} seconds />, nowrap: true },
    { header: "Status", cell: (entry) => <Badge tone={statusTone(entry.status)}>{entry.status}</Badge> },
    {
      header: "Request",
      cell: (entry) => (
        <button
          type="button"
          onClick={() => setSelected(entry)}
          title="Show the request and its answer"
          className="block max-w-full truncate rounded-sm text-left font-mono text-xs text-accent-fg underline decoration-dotted underline-offset-2 focus:whitespace-normal focus:wrap-anywhere focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {entry.method} {entry.path}
        </button>
      ),
      width: "26%",
      truncate: true,
    },
    { header: "Error", cell: (entry) => <span className="font-mono text-xs">{entry.errorCode ?? "—"}</span>, nowrap: true },
    { header: "Key", cell: (entry) => <TruncatedText value={entry.apiKey.name} className="text-xs" />, width: "14%", truncate: true },
    { header: "Duration", cell: (entry) => `${Math.round(entry.durationMs)} ms`, nowrap: true, align: "end" },
    // Whole: an id is compared character by character with the one an error carried.
    { header: "Request id", cell: (entry) => <IdText value={entry.id} label="request id" />, nowrap: true },
  ];

  return (
    <Card
      title="Requests"
      description="Newest first; a request appears a few seconds after its answer. Choose one to see its bodies and copy it as curl."
    >
      <FilterBar
        label="Filter the API logs"
        columns={4}
        days={days}
        values={[search, status, method, route, keyId]}
        idPrefix="api-logs"
        trailing={
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-fg-soft">
            <input type="checkbox" checked={follow} onChange={(event) => setFollow(event.target.checked)} />
            Follow (new requests every {FOLLOW_INTERVAL_MS / 1000} s)
          </label>
        }
      >
        {/* Two columns wide: a whole id fits. */}
        <div className="sm:col-span-2">
          <FormField
            label="Request id"
            name="requestId"
            id="api-logs-request-id"
            type="search"
            placeholder="req_… from an error's requestId"
            value={search}
            error={requestId.error}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select
          label="Status"
          id="api-logs-status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={STATUS_OPTIONS}
        />
        <Select
          label="Method"
          id="api-logs-method"
          value={method}
          onChange={(event) => setMethod(event.target.value)}
          options={[{ value: "", label: "All methods" }, ...METHODS.map((value) => ({ value, label: value }))]}
        />
        <Select
          label="Operation"
          id="api-logs-route"
          value={route}
          onChange={(event) => setRoute(event.target.value)}
          options={[{ value: "", label: "All operations" }, ...routes.map((value) => ({ value, label: value }))]}
        />
        <Select label="Key" id="api-logs-key" value={keyId} onChange={(event) => setKeyId(event.target.value)} options={keyOptions} />
      </FilterBar>
      {filtered ? (
        <Button
          type="button"
          variant="secondary"
          className="mb-4"
          onClick={() => {
            setStatus("");
            setMethod("");
            setRoute("");
            setKeyId("");
            setSearch("");
            days.clear();
          }}
        >
          Clear filters
        </Button>
      ) : null}
      <DataTable
        caption="API requests"
        columns={columns}
        rows={log.data ? rows : undefined}
        loading={log.isPending}
        error={log.isError ? log.error : undefined}
        onRetry={() => log.refetch()}
        empty={
          filtered ? (
            <EmptyState title="No requests match these filters">Choose another status, method, operation, key or dates.</EmptyState>
          ) : (
            <EmptyState title="No requests yet">Every request your keys make to /api/v1 appears here, errors included.</EmptyState>
          )
        }
        rowKey={(entry) => entry.id}
        rowProps={(entry) =>
          ({ "data-testid": `request-log-${entry.id}`, "data-status": String(entry.status) }) as React.HTMLAttributes<HTMLTableRowElement>
        }
      />
      {log.hasNextPage ? (
        <Button type="button" variant="secondary" className="mt-3" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          {log.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      ) : null}
      {selected ? <RequestLogDetail key={selected.id} entry={selected} onClose={() => setSelected(undefined)} /> : null}
    </Card>
  );
}
