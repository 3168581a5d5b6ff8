"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ScrollingCode, prettyJson } from "@/components/ui/scrolling-code";
import { CopyButton } from "@/components/ui/copy-button";
import { useScrollIntoView } from "@/components/ui/use-scroll-into-view";
import { formatDateTime } from "@/lib/dashboard/format";
import { formatClientAddress } from "@/lib/http/format-address";
import type { RequestLogRow } from "@/lib/dashboard/queries/use-api-logs";
import { buildCurlCommand } from "./build-curl-command";
import { statusTone } from "./status-tone";

function Body({ title, text, testId }: { title: string; text: string | null; testId: string }) {
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-medium text-fg">{title}</h3>
      {text === null ? (
        <p className="text-sm text-muted">Not kept: bodies are kept for answers of 400 and above that the service read.</p>
      ) : (
        // Indented when it is JSON (most are), as it is otherwise.
        <ScrollingCode code={prettyJson(text)} testId={testId} className="max-h-80" />
      )}
    </section>
  );
}

/** One request in full: what was asked, what was answered, and the command to send it again. */
export function RequestLogDetail({ entry, onClose }: { entry: RequestLogRow; onClose: () => void }) {
  // Opened under the list (and the filters, on a phone): brought into view.
  const ref = useScrollIntoView<HTMLElement>();
  const curl = buildCurlCommand(entry, typeof window === "undefined" ? "" : window.location.origin);
  const facts: [string, React.ReactNode][] = [
    ["Time (UTC)", formatDateTime(entry.createdAt, { seconds: true })],
    [
      "Request id",
      <span key="id" className="font-mono">
        {entry.id}
      </span>,
    ],
    ["Operation", entry.route ?? "No such route"],
    [
      "Query",
      entry.query ? (
        <span key="q" className="font-mono wrap-anywhere">
          {entry.query}
        </span>
      ) : (
        "—"
      ),
    ],
    ["Duration", `${entry.durationMs} ms`],
    ["Key", `${entry.apiKey.name} (${entry.apiKey.prefix}…)`],
    ["Client address", formatClientAddress(entry.ipAddress) ?? "—"],
    ["User agent", entry.userAgent ?? "—"],
    ["Idempotency-Key", entry.idempotencyKey ? `${entry.idempotencyKey}${entry.replayed ? " (replayed)" : ""}` : "—"],
  ];
  return (
    <section
      ref={ref}
      aria-label="Request detail"
      data-testid="request-log-detail"
      className="mt-4 scroll-mt-20 space-y-4 rounded-lg border border-border p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
        <span className="font-mono text-sm wrap-anywhere">
          {entry.method} {entry.path}
        </span>
        {entry.errorCode ? <span className="font-mono text-xs text-muted">{entry.errorCode}</span> : null}
        <span className="ml-auto flex gap-2">
          <CopyButton value={curl} label="Copy as curl" />
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <Body title="Request body" text={entry.requestBody} testId="request-log-request-body" />
      <Body title="Response body" text={entry.responseBody} testId="request-log-response-body" />
      <section className="space-y-1">
        <h3 className="text-sm font-medium text-fg">As curl</h3>
        <pre
          data-testid="request-log-curl"
          className="overflow-auto rounded-md bg-surface-sunken p-3 text-xs whitespace-pre-wrap wrap-anywhere"
        >
          {curl}
        </pre>
        <p className="text-xs text-muted">Set VAS_API_KEY to the key first; redacted values read [REDACTED].</p>
      </section>
    </section>
  );
}
