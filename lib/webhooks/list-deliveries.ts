import { db } from "@/lib/db";
import type { DeliverySummaryView } from "@/lib/schemas/webhook";
import { toDeliveryView } from "./to-delivery-view";

export type ListDeliveriesOptions = {
  /** The `nextCursor` of the previous page. */
  cursor?: string | null;
  /** 1–100, default 20. */
  limit?: number;
  status?: "pending" | "delivered" | "failed";
  eventId?: string;
};

/** The account's deliveries, newest first (ids sort by creation time), a page at a time. */
export async function listDeliveries(
  accountId: string,
  { cursor, limit = 20, status, eventId }: ListDeliveriesOptions = {},
): Promise<{ data: DeliverySummaryView[]; nextCursor: string | null }> {
  const take = Math.min(Math.max(Math.trunc(limit) || 20, 1), 100);
  const rows = await db.webhookDelivery.findMany({
    where: { accountId, ...(status ? { status } : {}), ...(eventId ? { eventId } : {}), ...(cursor ? { id: { lt: cursor } } : {}) },
    orderBy: { id: "desc" },
    take: take + 1,
    include: { event: { select: { type: true } } },
  });
  const page = rows.slice(0, take);
  return { data: page.map(toDeliveryView), nextCursor: rows.length > take ? page[page.length - 1].id : null };
}
