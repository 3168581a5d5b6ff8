import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { PlanPicker } from "@/components/plan/plan-picker";

export const metadata: Metadata = { title: "Plan" };

export default function PlanPage() {
  return (
    <>
      <PageHeader title="Plan" description="Your tier sets the API rate limits and the minutes included each calendar month (UTC)." />
      <PlanPicker />
    </>
  );
}
