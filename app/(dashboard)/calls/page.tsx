import type { Metadata } from "next";
import { CallsPanel } from "@/components/calls/calls-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryModeNotice } from "@/components/webhooks/delivery-mode-notice";
import { inngestConfigured } from "@/lib/events/inngest-configured";

export const metadata: Metadata = { title: "Calls" };

export default function CallsPage() {
  return (
    <>
      <PageHeader
        title="Calls"
        description="Every call your assistants took. Run a test call to see the events arrive at your webhook URL, signed."
      />
      <div className="mb-6 empty:hidden">
        <DeliveryModeNotice inngestConfigured={inngestConfigured()} />
      </div>
      <CallsPanel />
    </>
  );
}
