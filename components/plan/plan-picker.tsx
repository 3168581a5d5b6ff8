"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { fetchJson } from "@/lib/dashboard/fetch-json";
import type { TierPlan } from "@/lib/tiers";

type Plans = { tier: string; plans: (TierPlan & { tier: string })[] };

const number = new Intl.NumberFormat("en-US");

export function PlanPicker() {
  const queryClient = useQueryClient();
  const plan = useQuery({ queryKey: ["plan"], queryFn: () => fetchJson<Plans>("/api/dashboard/plan") });
  const change = useMutation({
    mutationFn: (tier: string) => fetchJson<Plans>("/api/dashboard/plan", { method: "PUT", body: { tier } }),
    onSuccess: (data) => {
      queryClient.setQueryData(["plan"], data);
      void queryClient.invalidateQueries({ queryKey: ["overview"] });
    },
  });

  if (plan.isPending) return <LoadingState />;
  if (plan.isError) return <ErrorState error={plan.error} onRetry={() => plan.refetch()} />;

  return (
    <div className="space-y-4">
      {change.isError ? <ErrorState error={change.error} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        {plan.data.plans.map((option) => {
          const current = option.tier === plan.data.tier;
          return (
            <section
              key={option.tier}
              aria-label={option.label}
              className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${current ? "border-indigo-500 ring-1 ring-indigo-500" : "border-slate-200"}`}
            >
              <div className="flex items-center justify-between">
                <h2 className="text-lg font-semibold">{option.label}</h2>
                {current ? <Badge tone="indigo">Current plan</Badge> : null}
              </div>
              <p className="mt-2 text-3xl font-bold">
                {option.priceUsd === null ? "Usage-based" : `$${option.priceUsd}`}
                {option.priceUsd === null ? null : <span className="text-base font-normal text-slate-500"> / month</span>}
              </p>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Included minutes</dt>
                  <dd className="font-medium">{number.format(option.includedMinutes)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Requests per minute</dt>
                  <dd className="font-medium">{number.format(option.requestsPerMinute)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Requests per day</dt>
                  <dd className="font-medium">{number.format(option.requestsPerDay)}</dd>
                </div>
              </dl>
              <div className="mt-6">
                <Button
                  type="button"
                  className="w-full"
                  variant={current ? "secondary" : "primary"}
                  disabled={current || change.isPending}
                  onClick={() => change.mutate(option.tier)}
                >
                  {current ? "Your plan" : `Switch to ${option.label}`}
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
