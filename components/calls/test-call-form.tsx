"use client";

import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { DashboardApiError } from "@/lib/dashboard/request";
import type { useAssistants } from "@/lib/dashboard/queries/use-assistants";
import { useRunTestCall } from "@/lib/dashboard/queries/use-calls";
import { SIMULATED_OUTCOMES } from "@/lib/schemas/call-enums";

/** The test call form; the page hands it the assistants it already loaded. */
export function TestCallForm({ assistants }: { assistants: ReturnType<typeof useAssistants> }) {
  const run = useRunTestCall();
  const errors = run.error instanceof DashboardApiError ? run.error.fieldErrors : {};
  const options = assistants.data?.pages.flatMap((page) => page.data) ?? [];
  // An inactive assistant's call fails at once: preselect one that answers.
  const preselected = options.find((assistant) => assistant.status === "active") ?? options[0];

  if (assistants.isSuccess && options.length === 0) {
    return (
      <p className="text-sm text-muted">
        Create an assistant first on the{" "}
        <Link href="/assistants" className="text-accent-fg underline">
          Assistants
        </Link>{" "}
        page.
      </p>
    );
  }

  return (
    <form
      className="grid gap-4 md:grid-cols-4 md:items-end"
      aria-label="Run a test call"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const duration = String(data.get("duration") ?? "").trim();
        const outcome = SIMULATED_OUTCOMES.find((value) => value === data.get("outcome")) ?? "completed";
        run.mutate(
          { assistantId: String(data.get("assistantId")), outcome, ...(duration ? { duration: Number(duration) } : {}) },
          { onSuccess: (result) => toast.success(`Test call ${result.call.status.replace("_", " ")}`) },
        );
      }}
    >
      <Select
        label="Assistant"
        id="test-call-assistant"
        name="assistantId"
        // Remount when the list arrives or changes, so the preselection applies.
        key={preselected?.id ?? "none"}
        defaultValue={preselected?.id}
        disabled={!assistants.isSuccess}
        options={options.map((assistant) => ({
          value: assistant.id,
          label: assistant.status === "active" ? assistant.name : `${assistant.name} (inactive)`,
        }))}
      />
      <Select
        label="Outcome"
        id="test-call-outcome"
        name="outcome"
        defaultValue="completed"
        options={SIMULATED_OUTCOMES.map((outcome) => ({ value: outcome, label: outcome[0].toUpperCase() + outcome.slice(1) }))}
      />
      <FormField
        label="Duration (seconds)"
        id="test-call-duration"
        name="duration"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Random"
        error={errors.duration}
      />
      <Button type="submit" disabled={run.isPending || !assistants.isSuccess}>
        {run.isPending ? "Calling…" : "Run test call"}
      </Button>
      {run.isError && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-danger md:col-span-4">
          {run.error.message}
        </p>
      ) : null}
      {run.data ? (
        <p role="status" data-testid="test-call-result" className="text-sm text-fg-soft md:col-span-4">
          Call{" "}
          <Link href={`/calls/${run.data.call.id}`} className="break-all font-mono text-accent-fg underline">
            {run.data.call.id}
          </Link>{" "}
          {run.data.call.status}; events: {run.data.events.map((event) => event.type).join(", ") || "none"}.
        </p>
      ) : null}
    </form>
  );
}
