import { db } from "@/lib/db";
import { deliverEventDirectly } from "@/lib/webhooks/deliver-event-directly";
import type { AttemptOutcome } from "@/lib/webhooks/attempt-delivery";
import { dispatchEvents } from "./dispatch-events";
import { inngestConfigured } from "./inngest-configured";

export type DeliverPendingEventResult =
  /** Handed to Inngest, which makes the attempts and retries. */
  | { eventId: string; via: "inngest"; handedOver: boolean }
  /** No Inngest: one attempt made now; null when the event gets no delivery (no URL, type not chosen). */
  | { eventId: string; via: "direct"; attempt: AttemptOutcome | null };

/**
 * "Deliver now" for an event still waiting in the outbox: the same hand-over as after its
 * commit, awaited. Null when the account has no such pending event (unknown, another
 * account's, or already handed over).
 */
export async function deliverPendingEvent(accountId: string, eventId: string): Promise<DeliverPendingEventResult | null> {
  const event = await db.event.findFirst({ where: { id: eventId, accountId, state: "pending" }, select: { id: true, accountId: true } });
  if (!event) return null;
  if (inngestConfigured()) return { eventId, via: "inngest", handedOver: (await dispatchEvents([event])) === 1 };
  return { eventId, via: "direct", attempt: await deliverEventDirectly(eventId) };
}
