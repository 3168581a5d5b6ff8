import { Card } from "@/components/ui/card";
import { RETRY_SCHEDULE_TEXT } from "@/lib/webhooks/retry-schedule";
import { WEBHOOK_HEADERS } from "@/lib/webhooks/webhook-headers";
import { TextWithCode } from "./text-with-code";

/** The headers every webhook request carries. */
export function DeliveryHeaders() {
  return (
    <Card
      title="Delivery and headers"
      description={`Every event is an HTTPS POST with these headers. Answer 2xx within 30 seconds; any other answer or a timeout is retried after ${RETRY_SCHEDULE_TEXT}, with the same event id.`}
    >
      <dl className="divide-y divide-divider text-sm">
        {Object.entries(WEBHOOK_HEADERS).map(([name, header]) => (
          <div key={name} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt>
              <code className="font-mono text-sm font-semibold text-fg">{name}</code>
            </dt>
            <dd className="min-w-0 text-muted">
              <TextWithCode text={header.description} />
              <span className="mt-0.5 block break-all font-mono text-xs text-muted">e.g. {header.example}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
