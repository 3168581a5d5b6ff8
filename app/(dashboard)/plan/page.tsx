import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { PlanPicker } from "@/components/plan/plan-picker";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { planQuery } from "@/lib/dashboard/queries/use-plan";
import { accountReads } from "@/lib/dashboard/reads/account-reads";

export const metadata: Metadata = { title: "Plan" };

export default function PlanPage() {
  return (
    <>
      <PageHeader title="Plan" description="Your tier sets the API rate limits and the minutes included each calendar month (UTC)." />
      <HydratedQueries load={async (call, seed) => seed.query(planQuery, await call(accountReads.plan))}>
        <PlanPicker />
      </HydratedQueries>
    </>
  );
}
