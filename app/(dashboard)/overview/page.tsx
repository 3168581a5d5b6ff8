import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OverviewPanel } from "@/components/overview/overview-panel";
import { UsageCharts } from "@/components/overview/usage-charts";
import { requireSessionUser } from "@/lib/auth/require-session-user";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { loadOverview } from "@/lib/dashboard/load-overview";
import { overviewKeys } from "@/lib/dashboard/queries/use-overview";
import { serialize } from "@/lib/dashboard/serialize";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const { accountId } = await requireSessionUser();
  const breakdown = await getUsageBreakdown(accountId);
  return (
    <>
      <PageHeader title="Overview" />
      <div className="space-y-6">
        <HydratedQueries load={async (id, seed) => seed.query(overviewKeys.all, await loadOverview(id))}>
          <OverviewPanel />
        </HydratedQueries>
        <UsageCharts breakdown={serialize(breakdown)} />
      </div>
    </>
  );
}
