import type { Metadata } from "next";
import { CallsPanel } from "@/components/calls/calls-panel";
import { PageHeader } from "@/components/dashboard/page-header";

export const metadata: Metadata = { title: "Calls" };

export default function CallsPage() {
  return (
    <>
      <PageHeader
        title="Calls"
        description="Every call your assistants took. Run a test call to see the events arrive at your webhook URL, signed."
      />
      <CallsPanel />
    </>
  );
}
