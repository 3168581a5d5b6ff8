"use client";

import { useCanCall } from "@/components/dashboard/role-context";
import { Button } from "@/components/ui/button";
import { ScrollingCode, prettyJson } from "@/components/ui/scrolling-code";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { DateText } from "@/components/ui/date-text";
import { useScrollIntoView } from "@/components/ui/use-scroll-into-view";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/client.gen";
import { useDeliveryDetail, useResendDelivery } from "@/lib/dashboard/queries/use-deliveries";
import { DeliveryStatusBadge } from "./delivery-status-badge";

/**
 * One delivery with its attempts. A resend is a new delivery of the same event: once it is
 * made, the detail switches to it (`onSelect`), so the new answer is what is shown.
 */
export function DeliveryDetail({
  deliveryId,
  onSelect,
  onClose,
}: {
  deliveryId: string;
  onSelect: (deliveryId: string) => void;
  onClose: () => void;
}) {
  const detail = useDeliveryDetail(deliveryId);
  const resend = useResendDelivery(deliveryId, { onResent: onSelect });
  const resending = useCanCall(webhookOperations.resendDelivery, "resend deliveries");
  // Opened under the list, which may be long: brought into view, not left 1,500 px below the row.
  const ref = useScrollIntoView<HTMLElement>();

  return (
    <section
      ref={ref}
      aria-label="Delivery detail"
      className="mt-4 scroll-mt-20 space-y-4 rounded-lg border border-border bg-surface-muted p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Delivery <span className="break-all font-mono text-sm">{deliveryId}</span>
        </h3>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={resend.isPending || !resending.can}
            aria-describedby={resending.reasonId}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? "Resending…" : "Resend"}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {resending.reason}
      {resend.isError ? <ErrorState error={resend.error} /> : null}
      {detail.isPending ? <LoadingState /> : null}
      {detail.isError ? <ErrorState error={detail.error} onRetry={() => detail.refetch()} /> : null}
      {detail.data ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <DeliveryStatusBadge status={detail.data.status} />
            {detail.data.eventType} to <code className="break-all">{detail.data.url}</code>
            {detail.data.resendOfId ? (
              <span className="text-muted">
                (resend of{" "}
                <button
                  type="button"
                  className="font-mono text-xs text-accent-fg hover:underline"
                  onClick={() => onSelect(detail.data.resendOfId ?? "")}
                >
                  {detail.data.resendOfId}
                </button>
                )
              </span>
            ) : null}
          </p>
          <ol className="space-y-2" aria-label="Attempts">
            {detail.data.attempts.map((attempt) => (
              <li key={attempt.id} className="rounded-md bg-surface p-3 text-sm ring-1 ring-border">
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  <span className="font-medium">Attempt {attempt.attemptNumber}</span>
                  <DateText value={attempt.startedAt} variant="long" seconds />
                  <span>{attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : "no response"}</span>
                  <span>{attempt.latencyMs} ms</span>
                </div>
                {attempt.error ? <p className="mt-1 text-danger">{attempt.error}</p> : null}
                {attempt.requestHeaders ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs font-medium text-muted">Request headers</summary>
                    <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
                      {Object.entries(attempt.requestHeaders).map(([name, value]) => (
                        <div key={name} className="contents">
                          <dt className="text-muted">{name}</dt>
                          <dd className="break-all">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                ) : null}
                {attempt.responseExcerpt ? (
                  <pre className="mt-2 max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-sunken p-2 text-xs">
                    {attempt.responseExcerpt}
                  </pre>
                ) : null}
              </li>
            ))}
            {detail.data.attempts.length === 0 ? <li className="text-sm text-muted">No attempt yet.</li> : null}
          </ol>
          <details>
            <summary className="cursor-pointer text-sm font-medium">Payload</summary>
            <div className="mt-2">
              <ScrollingCode code={prettyJson(detail.data.payload)} className="max-h-80" />
            </div>
          </details>
        </>
      ) : null}
    </section>
  );
}
