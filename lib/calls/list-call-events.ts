import { db } from "@/lib/db";

export type CallEventView = {
  id: string;
  type: string;
  timestamp: string;
  /** The latest delivery of the event to the webhook URL, if one was made. */
  delivery: { id: string; status: string; attemptCount: number; lastStatusCode: number | null } | null;
};

/** The events a call produced (their `data.callId` names it), oldest first, with delivery state. */
export async function listCallEvents(accountId: string, callId: string): Promise<CallEventView[]> {
  const events = await db.event.findMany({
    where: { accountId, data: { path: ["callId"], equals: callId } },
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
