"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { ErrorState } from "@/components/ui/states";
import { deliveryDetailQuery, useDeliveries } from "@/lib/dashboard/queries/use-deliveries";
import { useCheckSignature, type SignatureCheckResult } from "@/lib/dashboard/queries/use-signature-check";
import { useWebhookEndpoint } from "@/lib/dashboard/queries/use-webhook";

/** How many recent deliveries the picker offers. */
const PICKABLE_DELIVERIES = 10;

function headerOf(headers: Record<string, string> | null, name: string): string {
  if (!headers) return "";
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? "" : headers[key];
}

const MISTAKE_TITLES: Record<SignatureCheckResult["mistakes"][number]["kind"], string> = {
  reserialised_body: "Body parsed and re-serialised",
  milliseconds_timestamp: "Timestamp in milliseconds, not seconds",
  wrong_secret: "Wrong secret",
  whitespace_added: "Whitespace added to the body",
};

/**
 * "Check a signature": the member pastes a raw body and the two headers, or picks a recent
 * delivery (its exact body and the headers of its last attempt), and sees each of the five
 * rules pass or fail, checked on the server with the account's secret, and the mistake named.
 */
export function SignatureChecker() {
  const endpoint = useWebhookEndpoint();
  const deliveries = useDeliveries();
  const queryClient = useQueryClient();
  const check = useCheckSignature();
  const [body, setBody] = useState("");
  const [signature, setSignature] = useState("");
  const [timestamp, setTimestamp] = useState("");
  const [picked, setPicked] = useState("");
  const [pickError, setPickError] = useState<string>();
  if (!endpoint.data?.endpoint) return null;

  const recent = (deliveries.data?.pages[0]?.data ?? []).filter((delivery) => delivery.attemptCount > 0).slice(0, PICKABLE_DELIVERIES);

  async function pick(deliveryId: string) {
    setPicked(deliveryId);
    setPickError(undefined);
    check.reset();
    if (!deliveryId) return;
    try {
      const detail = await queryClient.fetchQuery(deliveryDetailQuery(deliveryId));
      const attempt = [...detail.attempts].reverse().find((candidate) => candidate.requestHeaders);
      if (!attempt) return setPickError("This delivery's request headers were not kept: paste them instead.");
      setBody(detail.payload);
      setSignature(headerOf(attempt.requestHeaders, "X-Service-Signature"));
      setTimestamp(headerOf(attempt.requestHeaders, "X-Service-Timestamp"));
    } catch {
      setPickError("The delivery could not be loaded; try again.");
    }
  }

  const result = check.data;
  return (
    <Card
      title="Check a signature"
      description="Paste the raw body and the two headers your receiver got, or pick a recent delivery. The check runs on the server with your signing secret, which never leaves it."
    >
      <form
        aria-label="Check a signature"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          check.mutate({ body, signature, timestamp });
        }}
      >
        <Select
          id="signature-check-delivery"
          label="Recent delivery (optional)"
          value={picked}
          onChange={(event) => void pick(event.target.value)}
          options={[
            { value: "", label: recent.length ? "Paste a request below, or pick a delivery" : "No deliveries yet: paste a request below" },
            ...recent.map((delivery) => ({ value: delivery.id, label: `${delivery.eventType} · ${delivery.eventId}` })),
          ]}
        />
        {pickError ? (
          <p role="alert" className="text-sm text-danger">
            {pickError}
          </p>
        ) : null}
        <div className="space-y-1">
          <label htmlFor="signature-check-body" className="block text-sm font-medium text-fg-soft">
            Raw body
          </label>
          <textarea
            id="signature-check-body"
            name="body"
            rows={6}
            spellCheck={false}
            maxLength={64 * 1024}
            aria-describedby="signature-check-body-hint"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className="block w-full rounded-md border border-border-strong px-3 py-2 font-mono text-xs shadow-sm focus:border-accent focus:outline-none focus:ring-1 focus:ring-focus"
          />
          <p id="signature-check-body-hint" className="text-xs text-muted">
            Exactly as received, before any JSON parsing (at most 64 KiB).
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="X-Service-Signature"
            name="signature"
            id="signature-check-signature"
            autoComplete="off"
            spellCheck={false}
            value={signature}
            onChange={(event) => setSignature(event.target.value)}
          />
          <FormField
            label="X-Service-Timestamp"
            name="timestamp"
            id="signature-check-timestamp"
            autoComplete="off"
            inputMode="numeric"
            value={timestamp}
            onChange={(event) => setTimestamp(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? "Checking…" : "Check signature"}
        </Button>
      </form>
      {check.isError ? <ErrorState error={check.error} /> : null}
      {result ? <SignatureCheckOutcome result={result} /> : null}
    </Card>
  );
}

function SignatureCheckOutcome({ result }: { result: SignatureCheckResult }) {
  return (
    <section aria-label="Signature check result" className="mt-4 space-y-3">
      <p role="status" className={`text-sm font-medium ${result.passed ? "text-success" : "text-danger"}`}>
        {result.passed ? "Valid: a receiver accepts this request." : "Invalid: a receiver answers 401."}
      </p>
      <ul aria-label="Verification rules" className="space-y-2">
        {result.rules.map((rule) => (
          <li key={rule.rule} data-rule={rule.rule} className="rounded-md border border-divider px-3 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={rule.passed ? "green" : "red"}>{rule.passed ? "Pass" : "Fail"}</Badge>
              <span className="text-sm font-medium">{rule.title}</span>
            </div>
            <p className="mt-1 break-all font-mono text-xs text-muted">{rule.detail}</p>
          </li>
        ))}
      </ul>
      {result.timestampAgeSeconds !== null ? <p className="text-xs text-muted">Timestamp age: {result.timestampAgeSeconds} s.</p> : null}
      {result.mistakes.length ? (
        <section aria-label="Mistakes found" className="space-y-2">
          {result.mistakes.map((mistake) => (
            <div key={mistake.kind} data-mistake={mistake.kind} className="rounded-md bg-warning-soft px-3 py-2 text-sm">
              <p className="font-medium">{MISTAKE_TITLES[mistake.kind]}</p>
              <p>{mistake.message}</p>
            </div>
          ))}
        </section>
      ) : null}
    </section>
  );
}
