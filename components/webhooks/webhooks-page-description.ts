import { RETRY_SCHEDULE_TEXT } from "@/lib/webhooks/retry-schedule";

/**
 * The Webhooks page's header: it promises retries only where they happen. Without Inngest
 * (a laptop's `npm run dev`) each event gets one attempt, as the notice below the header says.
 */
export function webhooksPageDescription(inngestConfigured: boolean): string {
  const what = "We POST call, transcript and usage events to your HTTPS URL, signed with your signing secret.";
  return inngestConfigured
    ? `${what} Failed deliveries are retried after ${RETRY_SCHEDULE_TEXT}.`
    : `${what} Here each event is sent once: failed deliveries are not retried (see below).`;
}
