import { logger } from "@/lib/observability/logger";
import { trackBackgroundWork } from "./track-background-work";

/**
 * Runs `task` once the current request has been answered (on the next turn of the event
 * loop), so the answer's timing says nothing about what the task found or did. Never throws:
 * a failure is logged under `what`. Graceful shutdown waits for it ({@link trackBackgroundWork}).
 *
 * Not Next's `after()`: that throws outside a request's scope, and the domain functions that
 * use this are also called outside one (scripts, tests) (decision 0154).
 */
export function runAfterResponse(what: string, task: () => Promise<unknown>): void {
  trackBackgroundWork(
    new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      try {
        await task();
      } catch (error) {
        logger.error({ component: "background-work", task: what, err: error }, "task failed after the response was sent");
      }
    }),
  );
}
