import type { CallStatus } from "@/generated/prisma/enums";

/**
 * The moves a call may make. `ringing → failed` exists because a call can fail before it
 * connects (an inactive assistant answers nothing: ASSISTANT_UNAVAILABLE). The end states
 * are final.
 */
export const CALL_TRANSITIONS: Record<CallStatus, readonly CallStatus[]> = {
  ringing: ["in_progress", "failed", "missed"],
  in_progress: ["completed", "failed"],
  completed: [],
  failed: [],
  missed: [],
};

export function canTransition(from: CallStatus, to: CallStatus): boolean {
  return CALL_TRANSITIONS[from].includes(to);
}
