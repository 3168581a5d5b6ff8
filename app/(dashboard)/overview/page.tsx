import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OverviewPanel } from "@/components/overview/overview-panel";
import { UsageCharts } from "@/components/overview/usage-charts";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { loadOverview } from "@/lib/dashboard/load-overview";
import { overviewQuery } from "@/lib/dashboard/queries/use-overview";
import { usageBreakdownQuery } from "@/lib/dashboard/queries/use-usage";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <>
      <PageHeader title="Overview" />
      <HydratedQueries
        load={async (accountId, seed) => {
          const [overview, breakdown] = await Promise.all([loadOverview(accountId), getUsageBreakdown(accountId)]);
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
