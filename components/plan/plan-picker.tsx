"use client";

import { toast } from "@/components/ui/toast";
import { useCanCall } from "@/components/dashboard/role-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatUsd, formatWholeNumber } from "@/lib/dashboard/format";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/client.gen";
import { priceChange } from "@/lib/dashboard/price-change";
import { useChangePlan, usePlan } from "@/lib/dashboard/queries/use-plan";

export function PlanPicker() {
  const plan = usePlan();
  const change = useChangePlan();
  // Every plan stays visible with its button disabled: the member can compare, and learns why not.
  const changing = useCanCall(dashboardAccountOperations.changePlan, "change the plan");

  if (plan.isPending) return <LoadingState />;
  if (plan.isError) return <ErrorState error={plan.error} onRetry={() => plan.refetch()} />;
  const currentPlan = plan.data.plans.find((option) => option.tier === plan.data.tier);

  return (
    <div className="space-y-4">
      {changing.reason}
      {change.isError ? <ErrorState error={change.error} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        {plan.data.plans.map((option) => {
          const current = option.tier === plan.data.tier;
          return (
            <section
              key={option.tier}
              aria-label={option.label}
              className={`flex flex-col rounded-xl border bg-surface p-5 shadow-sm ${current ? "border-accent ring-1 ring-focus" : "border-border"}`}
            >
              <div className="flex items-center justify-between">
                <h2 className="text-lg font-semibold">{option.label}</h2>
                {current ? <Badge tone="indigo">Current plan</Badge> : null}
              </div>
              <p className="mt-2 text-3xl font-bold">
                {option.priceUsd === null ? "Usage-based" : formatUsd(option.priceUsd)}
                {option.priceUsd === null ? null : <span className="text-base font-normal text-muted"> / month</span>}
              </p>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-muted">Included minutes</dt>
                  <dd className="font-medium">{formatWholeNumber(option.includedMinutes)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted">Requests per minute</dt>
                  <dd className="font-medium">{formatWholeNumber(option.requestsPerMinute)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-muted">Requests per day</dt>
                  <dd className="font-medium">{formatWholeNumber(option.requestsPerDay)}</dd>
                </div>
              </dl>
              <div className="mt-6 [&>button]:w-full">
                {current || !currentPlan ? (
                  <Button type="button" className="w-full" variant="secondary" disabled>
                    Your plan
                  </Button>
                ) : (
                  <ConfirmButton
                    label={`Switch to ${option.label}`}
                    variant="primary"
                    title={`Switch to ${option.label}?`}
                    description={
                      <div className="space-y-2">
                        <p data-testid="plan-price-change">{priceChange(currentPlan, option)}</p>
                        <p>
                          From now on: {formatWholeNumber(option.includedMinutes)} included minutes a month,{" "}
                          {formatWholeNumber(option.requestsPerMinute)} API requests a minute and {formatWholeNumber(option.requestsPerDay)}{" "}
                          a day.
                        </p>
                      </div>
                    }
                    confirmLabel={`Switch to ${option.label}`}
                    disabled={change.isPending || !changing.can}
                    describedBy={changing.reasonId}
                    onConfirm={() => change.mutate(option.tier, { onSuccess: () => toast.success(`You are now on ${option.label}`) })}
                  />
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
