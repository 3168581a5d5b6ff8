import { Inngest } from "inngest";

// Event sends happen on request paths (after a call transition commits). An Inngest that
// accepts the connection but never answers must not hold those requests: each HTTP try is
// cut after a few seconds, and the outbox sweeper picks up whatever was not handed over.
const SEND_TIMEOUT_MS = Number(process.env.INNGEST_SEND_TIMEOUT_MS) || 2_000;

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(SEND_TIMEOUT_MS) });
}

/**
 * The app's Inngest client. Mode and endpoints come from the SDK's own variables:
 * `INNGEST_EVENT_KEY` + `INNGEST_SIGNING_KEY` for Inngest Cloud, `INNGEST_DEV=1` for a local
 * `npx inngest-cli dev`, `INNGEST_BASE_URL` for a self-hosted server.
 */
export const inngest = new Inngest({ id: "voice-assistant-service", fetch: fetchWithTimeout });

/** Inngest event names used by the webhook machinery. */
export const INNGEST_EVENTS = {
  /** An outbox event was committed; data `{ eventId, accountId }`, Inngest id = event id. */
  eventDispatched: "webhooks/event.dispatched",
  /** A redelivery was created (Events API); data `{ deliveryId, accountId }`, Inngest id = delivery id. */
  deliveryRequested: "webhooks/delivery.requested",
} as const;
