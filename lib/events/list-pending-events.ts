import { db } from "@/lib/db";

export type PendingEventView = { id: string; type: string; timestamp: Date; createdAt: Date };

/**
 * The account's events not yet handed to delivery (newest first, at most `limit`): written
 * while Inngest was unreachable, or by a process that stopped before delivering them. The
 * deliveries list shows them with a "Deliver now" action.
 */
export async function listPendingEvents(accountId: string, { limit = 20 }: { limit?: number } = {}): Promise<PendingEventView[]> {
  return db.event.findMany({
    where: { accountId, state: "pending" },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(Math.trunc(limit) || 20, 1), 100),
    select: { id: true, type: true, timestamp: true, createdAt: true },
  });
}
