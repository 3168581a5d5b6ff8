// The one registry of work a request leaves running after its answer: the direct webhook
// deliveries (lib/events/deliver-in-background.ts) and the tasks run after a response
// (run-after-response.ts). Graceful shutdown, the CLI and the tests wait for it in one place.
// Kept on globalThis: Next.js bundles the modules that register work once per route and once
// more for instrumentation.ts, whose graceful shutdown must wait for what the routes started.
const state = globalThis as unknown as { backgroundWork?: Set<Promise<unknown>> };
const running = (): Set<Promise<unknown>> => (state.backgroundWork ??= new Set());

/**
 * Registers `work` until it settles, so {@link settleBackgroundWork} waits for it. The caller
 * handles its failures: a rejection here is only waited for, never reported.
 */
export function trackBackgroundWork(work: Promise<unknown>): void {
  const registry = running();
  registry.add(work);
  const done = () => registry.delete(work);
  work.then(done, done);
}

/**
 * Resolves when every piece of registered work has finished, including work registered while
 * it waited (a delivery queued by a task, a task started by a task). Never rejects.
 */
export async function settleBackgroundWork(): Promise<void> {
  while (running().size > 0) await Promise.allSettled([...running()]);
}
