"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { DashboardApiError, fetchJson } from "@/lib/dashboard/fetch-json";
import type { AssistantList } from "@/lib/schemas/assistant";
import { SIMULATED_OUTCOMES, type CallView } from "@/lib/schemas/call";

type TestCallResult = { call: CallView; events: { id: string; type: string }[] };

const selectClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500";

export function TestCallForm() {
  const queryClient = useQueryClient();
  const assistants = useQuery({ queryKey: ["assistants", "options"], queryFn: () => fetchJson<AssistantList>("/api/dashboard/assistants") });
  const run = useMutation({
    mutationFn: (input: { assistantId: string; outcome: string; duration?: number }) =>
      fetchJson<TestCallResult>("/api/dashboard/calls/test", { method: "POST", body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["calls"] });
      void queryClient.invalidateQueries({ queryKey: ["deliveries"] });
      void queryClient.invalidateQueries({ queryKey: ["overview"] });
    },
  });
  const errors = run.error instanceof DashboardApiError ? run.error.fieldErrors : {};
  const options = assistants.data?.data ?? [];

  if (assistants.isSuccess && options.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        Create an assistant first on the <Link href="/assistants" className="text-indigo-600 hover:underline">Assistants</Link> page.
      </p>
    );
  }

  return (
    <form
      className="grid gap-4 md:grid-cols-4 md:items-end"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const duration = String(data.get("duration") ?? "").trim();
        run.mutate({
          assistantId: String(data.get("assistantId")),
          outcome: String(data.get("outcome")),
          ...(duration ? { duration: Number(duration) } : {}),
        });
      }}
    >
      <div className="space-y-1">
        <label htmlFor="test-call-assistant" className="block text-sm font-medium text-slate-700">
          Assistant
        </label>
        <select id="test-call-assistant" name="assistantId" className={selectClass} disabled={!assistants.isSuccess}>
          {options.map((assistant) => (
            <option key={assistant.id} value={assistant.id}>
              {assistant.name} ({assistant.status})
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="test-call-outcome" className="block text-sm font-medium text-slate-700">
          Outcome
        </label>
        <select id="test-call-outcome" name="outcome" className={selectClass} defaultValue="completed">
          {SIMULATED_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcome}
            </option>
          ))}
        </select>
      </div>
      <FormField label="Duration (seconds)" id="test-call-duration" name="duration" type="number" min={1} placeholder="random" error={errors.duration} />
      <Button type="submit" disabled={run.isPending || !assistants.isSuccess}>
        {run.isPending ? "Calling…" : "Run test call"}
      </Button>
      {run.isError && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-600 md:col-span-4">
          {run.error.message}
        </p>
      ) : null}
      {run.data ? (
        <p role="status" data-testid="test-call-result" className="text-sm text-slate-700 md:col-span-4">
          Call <Link href={`/calls/${run.data.call.id}`} className="font-mono text-indigo-600 hover:underline">{run.data.call.id}</Link>{" "}
          {run.data.call.status}; events: {run.data.events.map((event) => event.type).join(", ") || "none"}.
        </p>
      ) : null}
    </form>
  );
}
