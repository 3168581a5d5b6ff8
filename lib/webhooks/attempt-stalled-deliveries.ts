import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { attemptDelivery } from "./attempt-delivery";
import { WEBHOOK_TIMEOUT_MS } from "./post-webhook";

/** Attempts a sweep makes at once: each may wait up to the webhook timeout. */
const CONCURRENCY = 8;

/**
 * Without Inngest, the sweeper's second half: deliveries still `pending` and untouched for
 * `pendingAfterMs` plus the webhook timeout get one final attempt. A direct attempt is final,
 * so a delivery is left pending only when the instance making it stopped between creating the
 * delivery and recording its attempt (killed mid-request). The extra webhook timeout keeps an
 * attempt still in flight on a live instance from being made twice; should a stopped one's
 * request have reached the receiver, the receiver sees the same event id again and dedupes.
 * Returns how many were attempted (with Inngest, its function owns pending deliveries: not called).
 */
export async function attemptStalledDeliveries({
  now = new Date(),
  pendingAfterMs,
  limit = 500,
}: {
  now?: Date;
  pendingAfterMs: number;
  limit?: number;
}): Promise<{ found: number; attempted: number }> {
  const before = new Date(now.getTime() - pendingAfterMs - WEBHOOK_TIMEOUT_MS);
  const stalled = await db.webhookDelivery.findMany({
    // A closed account's are not sent (decision 0192): the close failed them, and a late one waits here.
    where: { status: "pending", updatedAt: { lt: before }, account: { closedAt: null } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true },
  });
  let next = 0;
  let attempted = 0;
  const worker = async () => {
    while (next < stalled.length) {
      const { id } = stalled[next++];
      try {
        const outcome = await attemptDelivery(id, { final: true });
        if (outcome.attemptNumber !== null) attempted += 1;
      } catch (error) {
        logger.warn(
          { component: "webhooks", deliveryId: id, err: error },
          "stalled delivery: attempt failed; it stays pending for the next sweep",
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, stalled.length) }, worker));
  return { found: stalled.length, attempted };
}
