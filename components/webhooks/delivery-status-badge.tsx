import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DeliveryRow } from "@/lib/dashboard/queries/use-deliveries";

const TONE: Record<DeliveryRow["status"], BadgeTone> = { pending: "amber", delivered: "green", failed: "red" };

export function DeliveryStatusBadge({ status }: { status: DeliveryRow["status"] }) {
  return <Badge tone={TONE[status]}>{status}</Badge>;
}
