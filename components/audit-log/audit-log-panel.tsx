"use client";

import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDayRange } from "@/components/ui/day-range-fields";
import { FilterBar } from "@/components/ui/filter-bar";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { EmptyState } from "@/components/ui/states";
import { DataTable, DateText, type Column } from "@/components/ui/data-table";
import { formatClientAddress } from "@/lib/http/format-address";
import { AUDIT_ACTIONS } from "@/lib/schemas/audit-actions";
import { TruncatedText } from "@/components/ui/truncated-text";
import { useFiltersInUrl, useUrlFilter } from "@/components/ui/use-url-filters";
import { auditLogExportHref, useAuditLog, type AuditLogFilters, type AuditLogRow } from "@/lib/dashboard/queries/use-audit-log";
import { describeSummary } from "./describe-summary";
import { idPattern } from "@/lib/id-format";

/** The ids the API filters by (`user_…`, `key_…`, `asst_…`); anything else is not sent. */
const ID_PATTERN = idPattern();

/** An id field's value as a filter, or its error: a half-typed id filters nothing (and says why). */
function idFilter(value: string): { id?: string; error?: string } {
  const trimmed = value.trim();
  if (!trimmed) return {};
  return ID_PATTERN.test(trimmed) ? { id: trimmed } : { error: "Use a whole id, such as user_01kaj2v3c5m7q9x2c4v6b8n0p2" };
}

function FilterLink({ label, title, onClick }: { label: string; title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={title}
      className="group block max-w-full rounded-sm text-left text-accent-fg underline decoration-dotted underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      {/* Up to two lines, then cut with an ellipsis (the title and keyboard focus show it whole):
          a key's name and prefix, or a long e-mail, fit whole where one line cut them. */}
      <span className="line-clamp-2 wrap-break-word group-focus:line-clamp-none">{label}</span>
    </button>
  );
}

/** The audit log; its filters are kept in the page's address (reload, back and forward keep them). */
export function AuditLogPanel() {
  const [actor, setActor] = useUrlFilter("actor");
  const [action, setAction] = useUrlFilter("action", (value) => (AUDIT_ACTIONS as readonly string[]).includes(value));
  const [target, setTarget] = useUrlFilter("target");
  const days = useDayRange();
  useFiltersInUrl({ actor, action, target, from: days.from, to: days.to });
  const actorFilter = idFilter(actor);
  const targetFilter = idFilter(target);
  const filters: AuditLogFilters = { actor: actorFilter.id, action, target: targetFilter.id, from: days.start, to: days.end };
  const log = useAuditLog(filters);
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(actor || action || target || days.chosen);

  const columns: Column<AuditLogRow>[] = [
    { header: "Time (UTC)", cell: (entry) => <DateText value={entry.createdAt} seconds />, nowrap: true },
    {
      header: "Actor",
      cell: (entry) =>
        entry.actor.id ? (
          <FilterLink
            label={entry.actor.label}
            title={`Show only changes by ${entry.actor.label}`}
            onClick={() => setActor(entry.actor.id ?? "")}
          />
        ) : (
          <TruncatedText value={entry.actor.label} />
        ),
      width: "20%",
      truncate: true,
    },
    {
      header: "Action",
      // One line: an action is a name to scan for, never broken ("user.|signed_in").
      cell: (entry) => <span className="font-mono text-xs">{entry.action}</span>,
      nowrap: true,
    },
    {
      header: "Target",
      cell: (entry) =>
        entry.target ? (
          <FilterLink
            label={entry.target.label ?? entry.target.id}
            title={`Show only changes to ${entry.target.label ?? entry.target.id}`}
            onClick={() => setTarget(entry.target?.id ?? "")}
          />
        ) : (
          "—"
        ),
      width: "20%",
      truncate: true,
    },
    {
      header: "Summary",
      cell: (entry) => {
        const lines = describeSummary(entry.summary);
        return lines.length === 0 ? (
          "—"
        ) : (
          <ul className="space-y-0.5 text-xs text-fg-soft">
            {lines.map((line) => (
              <li key={line} className="wrap-break-word">
                {line}
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      header: "Address",
      // The address on one line; the user agent (long, rarely what one looks for) only on
      // demand, so the columns that say who did what to what keep the room.
      cell: (entry) => (
        <span className="block min-w-0 text-xs">
          <TruncatedText value={formatClientAddress(entry.ipAddress) ?? "—"} className="font-mono" />
          {entry.userAgent ? (
            <details className="mt-0.5">
              <summary className="cursor-pointer text-muted hover:text-fg">Browser</summary>
              <span className="mt-1 block text-muted wrap-anywhere">{entry.userAgent}</span>
            </details>
          ) : null}
        </span>
      ),
      width: "10rem",
      truncate: true,
    },
  ];

  return (
    <Card
      title="Changes"
      description="Newest first. Choose an actor or a target in the table to see only theirs."
      actions={
        <a href={auditLogExportHref(filters)} download className={buttonClass("secondary")}>
          Export CSV
        </a>
      }
    >
      <FilterBar label="Filter the audit log" columns={5} days={days} values={[actor, action, target]} idPrefix="audit-filter">
        <FormField
          label="Actor id"
          name="actor"
          id="audit-filter-actor"
          placeholder="user_… or key_…"
          value={actor}
          error={actorFilter.error}
          onChange={(event) => setActor(event.target.value)}
        />
        <Select
          label="Action"
          id="audit-filter-action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          options={[{ value: "", label: "All actions" }, ...AUDIT_ACTIONS.map((value) => ({ value, label: value }))]}
        />
        <FormField
          label="Target id"
          name="target"
          id="audit-filter-target"
          placeholder="key_…, asst_…"
          value={target}
          error={targetFilter.error}
          onChange={(event) => setTarget(event.target.value)}
        />
      </FilterBar>
      {filtered ? (
        <Button
          type="button"
          variant="secondary"
          className="mb-4"
          onClick={() => {
            setActor("");
            setAction("");
            setTarget("");
            days.clear();
          }}
        >
          Clear filters
        </Button>
      ) : null}
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={log.data ? rows : undefined}
        loading={log.isPending}
        error={log.isError ? log.error : undefined}
        onRetry={() => log.refetch()}
        empty={
          filtered ? (
            <EmptyState title="No changes match these filters">Choose another actor, action, target or dates.</EmptyState>
          ) : (
            <EmptyState title="No changes yet">Changes to keys, webhooks, assistants, the plan and sign-ins appear here.</EmptyState>
          )
        }
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ "data-testid": `audit-${entry.action}` })}
      />
      {log.hasNextPage ? (
        <Button type="button" variant="secondary" className="mt-3" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          {log.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      ) : null}
    </Card>
  );
}
