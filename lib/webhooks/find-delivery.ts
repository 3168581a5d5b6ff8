import { db } from "@/lib/db";
import { deliveryAttemptViewSchema, type DeliveryDetailView } from "@/lib/schemas/webhook";
import { buildEnvelope } from "./build-envelope";
import { toDeliveryView } from "./to-delivery-view";

/** One delivery with its payload and every attempt (oldest first); null outside the account. */
export async function findDelivery(accountId: string, deliveryId: string): Promise<DeliveryDetailView | null> {
  const row = await db.webhookDelivery.findFirst({
    where: { id: deliveryId, accountId },
    include: { event: true, attempts: { orderBy: { attemptNumber: "asc" } } },
  });
  if (!row) return null;
  return {
    ...toDeliveryView(row),
    payload: buildEnvelope(row.event),
    attempts: row.attempts.map((attempt) => deliveryAttemptViewSchema.parse(attempt)),
  };
}
