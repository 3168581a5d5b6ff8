"use client";

import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DayRangeFields, useDayRange } from "@/components/ui/day-range-fields";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Table, type Column } from "@/components/ui/table";
import { AUDIT_ACTIONS } from "@/lib/schemas/audit-actions";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { auditLogExportHref, useAuditLog, type AuditLogFilters, type AuditLogRow } from "@/lib/dashboard/queries/use-audit-log";
import { describeSummary } from "./describe-summary";

/** The ids the API filters by (`user_…`, `key_…`, `asst_…`); anything else is not sent. */
const ID_PATTERN = /^[a-z]{2,5}_[0-9a-z]{26}$/;

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
      className="text-left text-indigo-700 underline decoration-dotted underline-offset-2 wrap-anywhere"
    >
      {label}
    </button>
  );
}

export function AuditLogPanel() {
  const [actor, setActor] = useState("");
  const [action, setAction] = useState("");
  const [target, setTarget] = useState("");
  const days = useDayRange();
  const actorFilter = idFilter(actor);
  const targetFilter = idFilter(target);
  const filters: AuditLogFilters = { actor: actorFilter.id, action, target: targetFilter.id, from: days.start, to: days.end };
  const log = useAuditLog(filters);
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Boolean(actor || action || target || days.chosen);

  const columns: Column<AuditLogRow>[] = [
    { header: "Time (UTC)", cell: (entry) => formatShortDateTime(entry.createdAt), className: "sm:whitespace-nowrap" },
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
          entry.actor.label
        ),
    },
    {
      header: "Action",
      // Breaks after the dot when narrow (`webhook.` / `test_sent`), not inside a word.
      cell: (entry) => {
        const [resource, verb] = entry.action.split(".");
        return (
          <span className="font-mono text-xs wrap-anywhere">
            {resource}.<wbr />
            {verb}
          </span>
        );
      },
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
    },
    {
      header: "Summary",
      cell: (entry) => {
        const lines = describeSummary(entry.summary);
        return lines.length === 0 ? (
          "—"
        ) : (
          <ul className="space-y-0.5 text-xs text-slate-700">
            {lines.map((line) => (
              <li key={line} className="wrap-anywhere">
                {line}
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      header: "Address",
      cell: (entry) => (
        // E-mails, user agents and IPv6 addresses are long words: they wrap anywhere, so the
        // table fits beside the sidebar instead of running off the screen.
        <span className="block text-xs">
          <span className="font-mono wrap-anywhere">{entry.ipAddress ?? "—"}</span>
          {entry.userAgent ? (
            <span className="line-clamp-2 text-slate-600 wrap-anywhere" title={entry.userAgent}>
              {entry.userAgent}
            </span>
          ) : null}
        </span>
      ),
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
      <form
        aria-label="Filter the audit log"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
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
        <DayRangeFields range={days} idPrefix="audit-filter" />
      </form>
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
      {log.isPending ? <LoadingState /> : null}
      {log.isError ? <ErrorState error={log.error} onRetry={() => log.refetch()} /> : null}
      {log.isSuccess && rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No changes match these filters">Choose another actor, action, target or dates.</EmptyState>
        ) : (
          <EmptyState title="No changes yet">Changes to keys, webhooks, assistants, the plan and sign-ins appear here.</EmptyState>
        )
      ) : null}
      {rows.length > 0 ? (
        <Table
          caption="Audit log"
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry.id}
          rowProps={(entry) => ({ "data-testid": `audit-${entry.action}` })}
        />
      ) : null}
      {log.hasNextPage ? (
        <Button type="button" variant="secondary" className="mt-3" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
          {log.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      ) : null}
    </Card>
  );
}
