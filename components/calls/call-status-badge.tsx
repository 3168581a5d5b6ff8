import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { CallView } from "@/lib/schemas/call";

const TONE: Record<CallView["status"], BadgeTone> = {
  ringing: "indigo",
  in_progress: "indigo",
  completed: "green",
  failed: "red",
  missed: "amber",
};

export function CallStatusBadge({ status }: { status: CallView["status"] }) {
  return <Badge tone={TONE[status]}>{status.replace("_", " ")}</Badge>;
}
