import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveriesTable } from "@/components/webhooks/deliveries-table";
import { DeliveryModeNotice } from "@/components/webhooks/delivery-mode-notice";
import { SigningSecretCard } from "@/components/webhooks/signing-secret-card";
import { VerificationExample } from "@/components/webhooks/verification-example";
import { WebhookEndpointCard } from "@/components/webhooks/webhook-endpoint-card";
import { inngestConfigured } from "@/lib/events/inngest-configured";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="We POST call, transcript and usage events to your HTTPS URL, signed with your signing secret. Failed deliveries are retried after 1 min, 5 min, 30 min, 2 h and 24 h."
      />
      <div className="space-y-6">
        <DeliveryModeNotice inngestConfigured={inngestConfigured()} />
        <WebhookEndpointCard />
        <SigningSecretCard />
        <DeliveriesTable />
        <VerificationExample />
      </div>
    </>
  );
}
