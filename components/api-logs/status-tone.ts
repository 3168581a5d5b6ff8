import type { BadgeTone } from "@/components/ui/badge";

/** Green for success, red for the client's errors and ours alike: a glance finds the failures. */
export function statusTone(status: number): BadgeTone {
  if (status < 400) return "green";
  return "red";
}
