import { db } from "@/lib/db";

export type CallEventView = {
  id: string;
  type: string;
  timestamp: string;
  /** The latest delivery of the event to the webhook URL, if one was made. */
  delivery: { id: string; status: string; attemptCount: number; lastStatusCode: number | null } | null;
};

/**
 * The events a call produced, oldest first, with delivery state. Found through the indexed
 * `callId` column, so the cost is that of the call's few events, not of the account's history.
 */
export async function listCallEvents(accountId: string, callId: string): Promise<CallEventView[]> {
  const events = await db.event.findMany({
    where: { accountId, callId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      type: true,
      timestamp: true,
      deliveries: {
        orderBy: { id: "desc" },
        take: 1,
        select: { id: true, status: true, attemptCount: true, lastStatusCode: true },
      },
    },
  });
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    timestamp: event.timestamp.toISOString(),
    delivery: event.deliveries[0] ?? null,
  }));
}
