import { inngest } from "@/lib/events/inngest-client";
import { failStuckCalls } from "@/lib/calls/fail-stuck-calls";

/**
 * Every five minutes: calls still `ringing` or `in_progress` past CALL_TIMEOUT_MINUTES (4 hours)
 * become `failed` with `call.failed` (`CALL_TIMEOUT`), exactly once per call however many runs
 * overlap (lib/calls/fail-stuck-calls.ts). The run's time is its scheduled time, so a retried
 * step fails the same calls at the same `failedAt`.
 */
export const timeOutStuckCalls = inngest.createFunction(
  { id: "time-out-stuck-calls", name: "Fail calls that never ended", triggers: [{ cron: "*/5 * * * *" }], concurrency: 1 },
  async ({ event, step }) => {
    const now = new Date(event.ts ?? Date.now());
    return step.run("fail-stuck-calls", () => failStuckCalls({ now }));
  },
);
