import { deliveryRequested, sendEvents } from "@/lib/events/inngest-client";
import { db } from "@/lib/db";
import { attemptInBackground } from "./deliver-in-background";
import { inngestConfigured } from "./inngest-configured";
import { logger } from "@/lib/observability/logger";

/**
 * Hands newly created deliveries (redeliveries) to whatever makes attempts: Inngest, with
 * the retry schedule, keyed by delivery id so a repeated send cannot double them; or, with
 * no Inngest configured, one direct attempt each in the background. If Inngest cannot take
 * them, they are marked failed with the reason rather than left pending with nobody to try.
 * Resolves to whether they were queued; never throws.
 */
export async function scheduleDeliveries(deliveries: Array<{ id: string; accountId: string }>): Promise<boolean> {
  if (deliveries.length === 0) return true;
  if (!inngestConfigured()) {
    attemptInBackground(deliveries.map((delivery) => delivery.id));
    return true;
  }
  try {
    await sendEvents(
      deliveryRequested,
      deliveries.map((delivery) => ({ id: delivery.id, data: { deliveryId: delivery.id, accountId: delivery.accountId } })),
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ component: "webhooks", deliveries: deliveries.length, err: error }, "redeliveries not handed to Inngest");
    await db.webhookDelivery
      .updateMany({
        where: { id: { in: deliveries.map((delivery) => delivery.id) }, status: "pending", attemptCount: 0 },
        data: {
          status: "failed",
          lastError: `Could not be queued for delivery: ${reason}`,
          completedAt: new Date(),
        },
      })
      .catch(() => {});
    return false;
  }
}
