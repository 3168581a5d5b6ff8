import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { CallResource } from "@/lib/schemas/call";

const TONE: Record<CallResource["status"], BadgeTone> = {
  ringing: "indigo",
  in_progress: "indigo",
  completed: "green",
  failed: "red",
  missed: "amber",
};

export function CallStatusBadge({ status }: { status: CallResource["status"] }) {
  return <Badge tone={TONE[status]}>{status.replace("_", " ")}</Badge>;
}
