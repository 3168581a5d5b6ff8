"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { FormField } from "@/components/ui/form-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { DashboardApiError, fetchJson } from "@/lib/dashboard/fetch-json";
import type { ManualAttemptResult } from "@/lib/schemas/webhook";
import { EventTypesForm } from "./event-types-form";
import { useWebhookEndpoint, WEBHOOK_QUERY_KEY, type WebhookEndpoint } from "./use-webhook-endpoint";

export function WebhookEndpointCard() {
  const queryClient = useQueryClient();
  const endpoint = useWebhookEndpoint();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: WEBHOOK_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ["deliveries"] });
  };
  const save = useMutation({
    mutationFn: (url: string) => fetchJson<{ endpoint: WebhookEndpoint }>("/api/dashboard/webhook", { method: "PUT", body: { url } }),
    onSuccess: refresh,
  });
  const clear = useMutation({ mutationFn: () => fetchJson("/api/dashboard/webhook", { method: "DELETE" }), onSuccess: refresh });
  const enable = useMutation({ mutationFn: () => fetchJson("/api/dashboard/webhook/enable", { method: "POST" }), onSuccess: refresh });
  const test = useMutation({
    mutationFn: () => fetchJson<ManualAttemptResult>("/api/dashboard/webhook/test", { method: "POST" }),
    onSettled: refresh,
  });

  const current = endpoint.data?.endpoint ?? null;
  const urlError = save.error instanceof DashboardApiError ? (save.error.fieldErrors.url ?? save.error.message) : save.error?.message;

  return (
    <Card title="Endpoint" description="One HTTPS URL per account. It must answer 2xx within 30 seconds; acknowledge first, process afterwards.">
      {endpoint.isPending ? <LoadingState /> : null}
      {endpoint.isError ? <ErrorState error={endpoint.error} onRetry={() => endpoint.refetch()} /> : null}
      {endpoint.isSuccess ? (
        <div className="space-y-4">
          {current ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-500">Sending to</span>
              <code className="break-all rounded bg-slate-100 px-2 py-1" data-testid="webhook-url">
                {current.url}
              </code>
              {current.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">Disabled</Badge>}
              {current.consecutiveFailures > 0 ? (
                <Badge tone="amber">{current.consecutiveFailures} failed deliveries in a row</Badge>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-500">No webhook URL yet: events are recorded but not sent.</p>
          )}
          {current && !current.enabled ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 px-4 py-3 text-sm text-red-700">
              <span>Disabled{current.disabledReason ? `: ${current.disabledReason}` : ""}. New events are not sent until you re-enable it.</span>
              <Button type="button" variant="secondary" disabled={enable.isPending} onClick={() => enable.mutate()}>
                Re-enable
              </Button>
            </div>
          ) : null}
          <form
            key={current?.url ?? "none"}
            className="flex flex-col gap-3 md:flex-row md:items-start"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(String(new FormData(event.currentTarget).get("url") ?? ""));
            }}
          >
            <div className="flex-1">
              <FormField label="Webhook URL" name="url" type="url" placeholder="https://example.com/webhooks" defaultValue={current?.url ?? ""} error={urlError} />
            </div>
            <div className="flex gap-2 md:mt-6">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Checking…" : "Save URL"}
              </Button>
              {current ? (
                <ConfirmButton
                  label="Remove"
                  title="Remove the webhook URL?"
                  description="Events stop being sent. Pending retries to the old URL end."
                  confirmLabel="Remove URL"
                  onConfirm={() => clear.mutate()}
                />
              ) : null}
            </div>
          </form>
          {current ? <EventTypesForm endpoint={current} /> : null}
          {current ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
              <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
                {test.isPending ? "Sending…" : "Send test event"}
              </Button>
              <TestResult result={test.data} error={test.error} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function TestResult({ result, error }: { result?: ManualAttemptResult; error: Error | null }) {
  if (error) return <p role="alert" className="text-sm text-red-600">{error.message}</p>;
  if (!result) return null;
  return (
    <p role="status" data-testid="test-event-result" className={`text-sm ${result.ok ? "text-emerald-700" : "text-red-700"}`}>
      {result.statusCode !== null ? `Your endpoint answered ${result.statusCode}` : `No answer: ${result.error ?? "unknown error"}`} in{" "}
      {result.latencyMs} ms{result.ok ? " ✓" : ""}
    </p>
  );
}
