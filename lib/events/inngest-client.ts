import { eventType, Inngest, type EventType, type StandardSchemaV1 } from "inngest";
import { z } from "zod";
import { config } from "@/lib/config/config";

// Event sends happen on request paths (after a call transition commits). An Inngest that
// accepts the connection but never answers must not hold those requests: each HTTP try is
// cut after a few seconds (INNGEST_SEND_TIMEOUT_MS), and the outbox sweeper picks up whatever
// was not handed over.
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(config().INNGEST_SEND_TIMEOUT_MS) });
}

/**
 * The app's Inngest client. Mode and endpoints come from the SDK's own variables:
 * `INNGEST_EVENT_KEY` + `INNGEST_SIGNING_KEY` for Inngest Cloud, `INNGEST_DEV=1` for a local
 * `npx inngest-cli dev`, `INNGEST_BASE_URL` for a self-hosted server.
 */
export const inngest = new Inngest({ id: "voice-assistant-service", fetch: fetchWithTimeout });

/** An outbox event was committed; Inngest id = event id. */
export const eventDispatched = eventType("webhooks/event.dispatched", {
  schema: z.object({ eventId: z.string(), accountId: z.string() }),
});

/** A redelivery was created (Events API); Inngest id = delivery id. */
export const deliveryRequested = eventType("webhooks/delivery.requested", {
  schema: z.object({ deliveryId: z.string(), accountId: z.string() }),
});

/** Inngest event names used by the webhook machinery (for tests and logs). */
export const INNGEST_EVENTS = { eventDispatched: eventDispatched.name, deliveryRequested: deliveryRequested.name } as const;

type DataOf<T> =
  T extends EventType<string, infer S extends StandardSchemaV1<Record<string, unknown>>> ? StandardSchemaV1.InferInput<S> : never;

/**
 * Sends one event of a type per record, with the record's id as the Inngest id, so a repeated
 * send of the same record (the outbox sweeper, a retried request) is dropped by Inngest.
 * Throws what the SDK throws; both callers decide what a failed hand-over means.
 */
export async function sendEvents<T extends EventType<string, StandardSchemaV1<Record<string, unknown>>>>(
  type: T,
  records: readonly { id: string; data: DataOf<T> }[],
): Promise<void> {
  await inngest.send(records.map(({ id, data }) => type.create(data, { id })));
}
