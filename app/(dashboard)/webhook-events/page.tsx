import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { DeliveryHeaders } from "@/components/webhook-events/delivery-headers";
import { EventTypeSection } from "@/components/webhook-events/event-type-section";
import { VerificationRecipe } from "@/components/webhook-events/verification-recipe";
import { describeEventTypes } from "@/lib/webhooks/describe-event-types";

export const metadata = { title: "Webhook events" };

// Built from the schemas the service validates every event with, so the catalog lists exactly
// the fields that are sent.
export default function WebhookEventsPage() {
  const events = describeEventTypes();
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Webhook events"
        description={
          <>
            What the service POSTs to your{" "}
            <Link href="/webhooks" className="text-accent-fg underline">
              webhook URL
            </Link>
            : a JSON envelope <code>{"{ id, type, data, timestamp }"}</code>, signed. Retries keep the same <code>id</code>.
          </>
        }
      />
      <nav aria-label="Event types" className="flex flex-wrap gap-2">
        {events.map((event) => (
          <a
            key={event.type}
            href={`#${event.type}`}
            className="rounded-full border border-border-strong bg-surface px-3 py-1 font-mono text-xs text-fg-soft hover:border-accent hover:text-accent-fg"
          >
            {event.type}
          </a>
        ))}
        <a
          href="#verify"
          className="rounded-full border border-border-strong bg-surface px-3 py-1 text-xs text-fg-soft hover:border-accent hover:text-accent-fg"
        >
          Verifying
        </a>
      </nav>
      {events.map((event) => (
        <EventTypeSection key={event.type} event={event} />
      ))}
      <DeliveryHeaders />
      <VerificationRecipe />
    </div>
  );
}
