import { inngest } from "@/lib/events/inngest-client";

/**
 * Whether Inngest can take events: an event key (Inngest Cloud, or a self-hosted server at
 * `INNGEST_BASE_URL`) or dev mode (`INNGEST_DEV=1`, a local `inngest-cli dev`). Without
 * either the SDK fails every send, so delivery falls back to one direct attempt per event.
 */
export function inngestConfigured(): boolean {
  return inngest.mode === "dev" || Boolean(inngest.eventKey);
}
