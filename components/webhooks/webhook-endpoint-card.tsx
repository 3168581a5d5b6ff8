"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCan, useCanCall } from "@/components/dashboard/role-context";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField } from "@/components/ui/form-field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { DashboardApiError } from "@/lib/dashboard/request";
import { failedDeliveriesInARow } from "@/lib/dashboard/format";
import { dashboardWebhookOperations as webhookOperations } from "@/lib/dashboard/operations/client.gen";
import type { ManualAttempt } from "@/lib/dashboard/queries/use-deliveries";
import {
  useEnableWebhook,
  useRemoveWebhookUrl,
  useSaveWebhookUrl,
  useSendTestEvent,
  useWebhookEndpoint,
} from "@/lib/dashboard/queries/use-webhook";
import { describeTestAttempt } from "./describe-test-attempt";
import { EventTypesForm } from "./event-types-form";
import { type LocalListenerSuggestion, suggestLocalListener } from "./suggest-local-listener";

export function WebhookEndpointCard() {
  const endpoint = useWebhookEndpoint();
  const save = useSaveWebhookUrl();
  const clear = useRemoveWebhookUrl();
  const enable = useEnableWebhook();
  const test = useSendTestEvent();
  const editing = useCanCall(
    [
      webhookOperations.setUrl,
      webhookOperations.remove,
      webhookOperations.enable,
      webhookOperations.setEventTypes,
      webhookOperations.sendTest,
    ],
    "change the webhook endpoint or send test events",
  );
  const canSave = useCan(webhookOperations.setUrl);
  const canRemove = useCan(webhookOperations.remove);
  const canEnable = useCan(webhookOperations.enable);
  const canTest = useCan(webhookOperations.sendTest);

  // The listener command for the last URL submitted, when it points at the developer's machine.
  const [localListener, setLocalListener] = useState<LocalListenerSuggestion | null>(null);
  const current = endpoint.data?.endpoint ?? null;
  const urlError = save.error instanceof DashboardApiError ? (save.error.fieldErrors.url ?? save.error.message) : save.error?.message;

  return (
    <Card
      title="Endpoint"
      description="One HTTPS URL per account. It must answer 2xx within 30 seconds; acknowledge first, process afterwards."
    >
      {endpoint.isPending ? <LoadingState /> : null}
      {endpoint.isError ? <ErrorState error={endpoint.error} onRetry={() => endpoint.refetch()} /> : null}
      {endpoint.isSuccess ? (
        <div className="space-y-4">
          {editing.reason}
          {current ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">Sending to</span>
              <code className="break-all rounded bg-surface-sunken px-2 py-1" data-testid="webhook-url">
                {current.url}
              </code>
              {current.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">Disabled</Badge>}
              {current.consecutiveFailures > 0 ? <Badge tone="amber">{failedDeliveriesInARow(current.consecutiveFailures)}</Badge> : null}
            </div>
          ) : (
            <p className="text-sm text-muted">No webhook URL yet: events are recorded but not sent.</p>
          )}
          {current && !current.enabled ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-danger-soft px-4 py-3 text-sm text-danger"
            >
              <span>
                Disabled{current.disabledReason ? `: ${current.disabledReason}` : ""}. New events are not sent until you re-enable it.
              </span>
              {canEnable ? (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={enable.isPending}
                  onClick={() => enable.mutate(undefined, { onSuccess: () => toast.success("Webhook URL re-enabled") })}
                >
                  Re-enable
                </Button>
              ) : null}
            </div>
          ) : null}
          {canSave ? (
            <form
              key={current?.url ?? "none"}
              className="flex flex-col gap-3 md:flex-row md:items-start"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const url = String(new FormData(event.currentTarget).get("url") ?? "");
                // The service as this browser reaches it: the listener must call the same instance.
                setLocalListener(suggestLocalListener(url, window.location.origin));
                save.mutate(url, {
                  onSuccess: () => toast.success("Webhook URL saved"),
                });
              }}
            >
              <div className="flex-1">
                <FormField
                  label="Webhook URL"
                  name="url"
                  type="url"
                  placeholder="https://example.com/webhooks"
                  defaultValue={current?.url ?? ""}
                  error={urlError}
                />
              </div>
              <div className="flex gap-2 md:mt-6">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? "Checking…" : "Save URL"}
                </Button>
                {current && canRemove ? (
                  <ConfirmButton
                    label="Remove"
                    title="Remove the webhook URL?"
                    description="Events stop being sent. Pending retries to the old URL end."
                    confirmLabel="Remove URL"
                    onConfirm={() => clear.mutate(undefined, { onSuccess: () => toast.success("Webhook URL removed") })}
                  />
                ) : null}
              </div>
            </form>
          ) : null}
          {canSave && save.isError && localListener ? <LocalListenerHint suggestion={localListener} /> : null}
          {current ? <EventTypesForm endpoint={current} /> : null}
          {current && canTest ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-divider pt-4">
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

function TestResult({ result, error }: { result?: ManualAttempt; error: Error | null }) {
  if (error)
    return (
      <p role="alert" className="text-sm text-danger">
        {error.message}
      </p>
    );
  if (!result) return null;
  return (
    <p role="status" data-testid="test-event-result" className={`text-sm ${result.ok ? "text-success" : "text-danger"}`}>
      {describeTestAttempt(result)}
    </p>
  );
}

/** Instead of a bare refusal of a local URL: how to receive this instance's events there. */
function LocalListenerHint({ suggestion }: { suggestion: LocalListenerSuggestion }) {
  return (
    <div
      role="note"
      data-testid="local-listener-hint"
      className="space-y-2 rounded-md bg-info-soft px-4 py-3 text-sm text-info ring-1 ring-info-border"
    >
      <p>
        <strong>Testing on your machine?</strong> The service only sends to public https:// URLs, and {suggestion.reason}. Run the local
        listener from this project instead: it follows this instance&apos;s events and forwards each one, signed, to your URL.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded bg-surface px-2 py-1 ring-1 ring-info-border"
          data-testid="local-listener-command"
        >
          {suggestion.command}
        </code>
        <CopyButton value={suggestion.command} label="Copy command" />
      </div>
      <p className="text-info">
        It reads the API key from <code className="rounded bg-surface px-1">$VAS_API_KEY</code>: set it first to a key with events:read (API
        keys page), e.g. <code className="rounded bg-surface px-1">export VAS_API_KEY=vk_live_…</code>. Passed as an argument instead, npm
        would print the key in your terminal.
      </p>
    </div>
  );
}
