import { defineService, services } from "@/lib/services";

// The one registry of work a request leaves running after its answer: the direct webhook
// deliveries (lib/events/deliver-in-background.ts) and the tasks run after a response
// (run-after-response.ts). Graceful shutdown, the CLI and the tests wait for it in one place.
// In the process's container: Next.js bundles the modules that register work once per route
// and once more for instrumentation.ts, whose graceful shutdown must wait for what the routes
// started.

type BackgroundWork = {
  /** Every piece of work not yet settled. */
  running: Set<Promise<unknown>>;
  /** The tail of each lane: work queued in a lane runs after the lane's previous work. */
  lanes: Map<string, Promise<void>>;
};

export const backgroundWorkService = defineService<BackgroundWork>({
  name: "background work",
  create: () => ({ running: new Set(), lanes: new Map() }),
  // Closing waits for it all (what the requests in flight queued is part of their answer).
  close: (work) => settle(work),
});

const backgroundWork = (): BackgroundWork => services().get(backgroundWorkService);

/**
 * Registers `work` until it settles, so {@link settleBackgroundWork} waits for it. The caller
 * handles its failures: a rejection here is only waited for, never reported.
 */
export function trackBackgroundWork(work: Promise<unknown>): void {
  const { running } = backgroundWork();
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
}

/**
 * Runs `task` after everything queued before it in `lane` (one at a time, in the order queued),
 * registered as background work. `task` handles its own failures: a rejection is not reported,
 * and the lane goes on.
 */
export function queueBackgroundWork(lane: string, task: () => Promise<void>): void {
  const { lanes } = backgroundWork();
  const link = (lanes.get(lane) ?? Promise.resolve()).then(task).catch(() => {});
  lanes.set(lane, link);
  trackBackgroundWork(link);
}

/**
 * Resolves when every piece of registered work has finished, including work registered while
 * it waited (a delivery queued by a task, a task started by a task). Never rejects.
 */
export function settleBackgroundWork(): Promise<void> {
  return settle(backgroundWork());
}

async function settle({ running }: BackgroundWork): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
