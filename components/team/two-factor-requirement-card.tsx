"use client";

import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { Card } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useSetTwoFactorRequirement, useTwoFactor } from "@/lib/dashboard/queries/use-two-factor";

/** The owner's switch: two-factor sign-in required of every member of the account, or not. */
export function TwoFactorRequirementCard() {
  const status = useTwoFactor();
  const change = useSetTwoFactorRequirement();
  const required = status.data?.requiredByAccount ?? false;
  return (
    <Card
      title="Two-factor sign-in for everyone"
      description="When required, a member without two-factor sign-in can do nothing until they set it up. API keys are not affected."
    >
      <div className="space-y-3">
        {status.isPending ? <LoadingState /> : null}
        {status.isError ? <ErrorState error={status.error} onRetry={() => status.refetch()} /> : null}
        {change.isError ? <ErrorState error={change.error} /> : null}
        {status.data ? (
          <>
            <p className="text-sm text-fg-soft" data-testid="two-factor-requirement">
              {required ? "Required of every member." : "Not required: each member chooses."}
            </p>
            {!required && !status.data.enabled ? (
              <p className="text-sm text-muted">
                Set up{" "}
                <Link href="/account" className="font-medium text-accent-fg underline">
                  two-factor sign-in for yourself
                </Link>{" "}
                first.
              </p>
            ) : (
              <ConfirmButton
                label={required ? "Stop requiring it" : "Require two-factor sign-in"}
                title={required ? "Stop requiring two-factor sign-in?" : "Require two-factor sign-in of every member?"}
                description={
                  required
                    ? "Members keep two-factor sign-in if they have it; new members may join without it."
                    : "Members without it are sent to set it up at their next request and can do nothing else until they have."
                }
                confirmLabel={required ? "Stop requiring" : "Require it"}
                variant={required ? "danger" : "primary"}
                disabled={change.isPending}
                onConfirm={() =>
                  change.mutate(!required, {
                    onSuccess: () => toast.success(required ? "Two-factor sign-in is optional" : "Two-factor sign-in is required"),
                  })
                }
              />
            )}
          </>
        ) : null}
      </div>
    </Card>
  );
}
