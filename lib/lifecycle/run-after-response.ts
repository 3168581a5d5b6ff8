import { logger } from "@/lib/observability/logger";

// Kept on globalThis: Next.js bundles this module once per route and once more for
// instrumentation.ts, whose graceful shutdown waits for what the routes started.
const state = globalThis as unknown as { afterResponseTasks?: Set<Promise<void>> };
const tasks = (): Set<Promise<void>> => (state.afterResponseTasks ??= new Set());

/**
 * Runs `task` once the current request has been answered (on the next turn of the event
 * loop), so the answer's timing says nothing about what the task found or did. Never throws:
 * a failure is logged under `what`. Graceful shutdown waits for the tasks still running.
 */
export function runAfterResponse(what: string, task: () => Promise<unknown>): void {
  const running = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    try {
      await task();
    } catch (error) {
      logger.error({ err: error }, `${what} failed after the response was sent`);
    }
  });
  tasks().add(running);
  void running.finally(() => tasks().delete(running));
}

/** Resolves when every task started by {@link runAfterResponse} has finished, later ones included. */
export async function afterResponseTasksSettled(): Promise<void> {
  while (tasks().size > 0) await Promise.all([...tasks()]);
}
