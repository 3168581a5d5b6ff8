import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OverviewPanel } from "@/components/overview/overview-panel";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <>
      <PageHeader title="Overview" />
      <OverviewPanel />
    </>
  );
}
