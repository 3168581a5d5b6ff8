import type { Metadata } from "next";
import { CallsPanel } from "@/components/calls/calls-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryModeNotice } from "@/components/webhooks/delivery-mode-notice";
import { inngestConfigured } from "@/lib/events/inngest-configured";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { ASSISTANT_PAGE_SIZE, assistantsQuery } from "@/lib/dashboard/queries/use-assistants";
import { CALL_PAGE_SIZE, callsQuery } from "@/lib/dashboard/queries/use-calls";
import { assistantReads } from "@/lib/dashboard/reads/assistant-reads";
import { callReads } from "@/lib/dashboard/reads/call-reads";

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
      <HydratedQueries
        load={async (call, seed) => {
          const [calls, assistants] = await Promise.all([
            call(callReads.list, { query: { limit: CALL_PAGE_SIZE } }),
            call(assistantReads.list, { query: { limit: ASSISTANT_PAGE_SIZE } }),
          ]);
          seed.firstPage(callsQuery({}), calls);
          seed.firstPage(assistantsQuery, assistants);
        }}
      >
        <CallsPanel />
      </HydratedQueries>
    </>
  );
}
