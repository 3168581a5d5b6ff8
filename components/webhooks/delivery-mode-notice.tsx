import { INNGEST_DEV_COMMAND, INNGEST_DEV_SETTING } from "@/lib/events/inngest-dev-command";

/**
 * Shown when Inngest is not configured (a laptop's `npm run dev`): events still reach the
 * webhook URL, once each, and this says how to get the retries production has.
 */
export function DeliveryModeNotice({ inngestConfigured }: { inngestConfigured: boolean }) {
  if (inngestConfigured) return null;
  return (
    <div
      role="note"
      data-testid="retries-need-inngest"
      className="rounded-md bg-warning-soft px-4 py-3 text-sm text-warning ring-1 ring-warning-border"
    >
      <p>
        <strong>Retries need Inngest.</strong> It is not configured here, so each event is sent once, right away; a failed delivery is not
        retried (resend it from the deliveries list).
      </p>
      <p className="mt-1">
        To get retries locally, run <code className="rounded bg-warning-strong px-1">{INNGEST_DEV_COMMAND}</code> and start the app with{" "}
        <code className="rounded bg-warning-strong px-1">{INNGEST_DEV_SETTING}</code>.
      </p>
    </div>
  );
}
