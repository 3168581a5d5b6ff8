import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveriesTable } from "@/components/webhooks/deliveries-table";
import { DeliveryModeNotice } from "@/components/webhooks/delivery-mode-notice";
import { SignatureChecker } from "@/components/webhooks/signature-checker";
import { SigningSecretCard } from "@/components/webhooks/signing-secret-card";
import { VerificationExample } from "@/components/webhooks/verification-example";
import { WebhookEndpointCard } from "@/components/webhooks/webhook-endpoint-card";
import { webhooksPageDescription } from "@/components/webhooks/webhooks-page-description";
import { inngestConfigured } from "@/lib/events/inngest-configured";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { DELIVERY_PAGE_SIZE, deliveriesQuery, pendingEventsQuery } from "@/lib/dashboard/queries/use-deliveries";
import { webhookEndpointQuery } from "@/lib/dashboard/queries/use-webhook";
import { webhookReads } from "@/lib/dashboard/reads/webhook-reads";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader title="Webhooks" description={webhooksPageDescription(inngestConfigured())} />
      {/* Rendered with the endpoint known, so the signing-secret card is there from the first paint;
          with everything the page shows at once, it opens without a request (nor the schemas
          a request's answer is checked with). */}
      <HydratedQueries
        load={async (call, seed) => {
          const [endpoint, deliveries, pendingEvents] = await Promise.all([
            call(webhookReads.endpoint),
            call(webhookReads.deliveries, { query: { limit: DELIVERY_PAGE_SIZE } }),
            call(webhookReads.pendingEvents),
          ]);
          seed.query(webhookEndpointQuery, endpoint);
          seed.firstPage(deliveriesQuery, deliveries);
          seed.query(pendingEventsQuery, pendingEvents);
        }}
      >
        <div className="space-y-6">
          <DeliveryModeNotice inngestConfigured={inngestConfigured()} />
          <WebhookEndpointCard />
          <SigningSecretCard />
          <DeliveriesTable />
          <SignatureChecker />
          <VerificationExample />
        </div>
      </HydratedQueries>
    </>
  );
}
