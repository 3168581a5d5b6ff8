import { recordAudit } from "@/lib/audit/record-audit";
import { SYSTEM_CONTEXT, type AuditContext } from "@/lib/audit/audit-context";
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
export async function deliverPendingEvent(
  accountId: string,
  eventId: string,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<DeliverPendingEventResult | null> {
  const event = await db.event.findFirst({
    where: { id: eventId, accountId, state: "pending" },
    select: { id: true, accountId: true, type: true },
  });
  if (!event) return null;
  // Recorded when asked, before the hand-over: that is Inngest's send or an HTTP attempt, not a
  // transaction of ours, and what the member did is "deliver now", whatever the receiver answers.
  await recordAudit(db, accountId, audit, {
    action: "webhook.pending_event_delivered",
    target: { type: "event", id: event.id, label: event.type },
  });
  if (inngestConfigured())
    return { eventId, via: "inngest", handedOver: (await dispatchEvents([{ id: event.id, accountId: event.accountId }])) === 1 };
  return { eventId, via: "direct", attempt: await deliverEventDirectly(eventId) };
}
