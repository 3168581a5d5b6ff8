import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OverviewPanel } from "@/components/overview/overview-panel";
import { UsageCharts } from "@/components/overview/usage-charts";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { overviewQuery } from "@/lib/dashboard/queries/use-overview";
import { usageBreakdownQuery } from "@/lib/dashboard/queries/use-usage";
import { accountReads } from "@/lib/dashboard/reads/account-reads";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <>
      <PageHeader title="Overview" />
      <HydratedQueries
        load={async (call, seed) => {
          const [overview, breakdown] = await Promise.all([call(accountReads.overview), call(accountReads.usageBreakdown)]);
          seed.query(overviewQuery, overview);
          seed.query(usageBreakdownQuery, breakdown);
        }}
      >
        <div className="space-y-6">
          <OverviewPanel />
          <UsageCharts />
        </div>
      </HydratedQueries>
    </>
  );
}
