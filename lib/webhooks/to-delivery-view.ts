import { deliverySummaryViewSchema, type DeliverySummaryView } from "@/lib/schemas/webhook";

type DeliveryRow = Omit<DeliverySummaryView, "eventType"> & { event: { type: string } };

/** A delivery row (with its event's type) as the dashboard sees it. */
export function toDeliveryView(row: DeliveryRow): DeliverySummaryView {
  return deliverySummaryViewSchema.parse({ ...row, eventType: row.event.type });
}
