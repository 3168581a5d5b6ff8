import { config } from "@/lib/config/config";
import { markDraining } from "@/lib/health/check-readiness";
import { logger } from "@/lib/observability/logger";
import { services } from "@/lib/services";
import { holdProcessExit } from "./install-node-hooks";
import { stopScheduledWork } from "./run-scheduled-work";

const INSTALLED = Symbol.for("voice-assistant-service.graceful-shutdown");

/**
 * Resolves when `next start`'s own signal handler has closed the HTTP server: it stops
 * listening at once (new connections are refused), waits for the requests in flight, then
 * calls `process.exit(143)`. That call is held instead (install-node-hooks.ts), so the
 * process can finish what those requests queued and exit 0. With NEXT_MANUAL_SIG_HANDLE set
 * Next does none of this: nothing to wait for (and nothing stops new connections; do not set it).
 */
async function serverClosedByNext(): Promise<void> {
  if (config().NEXT_MANUAL_SIG_HANDLE) return;
  const code = await holdProcessExit();
  logger.debug({ code }, "shutdown: Next.js closed the server");
}

/**
 * Next's own SIGTERM/SIGINT handlers (start-server.js's `cleanup`: close the server, then exit),
 * taken off the process so they run after the drain instead of at the signal. Only when a drain
 * is configured: with SHUTDOWN_DRAIN_MS=0 Next's handlers stay where they are, as before.
 */
function takeNextSignalHandlers(): Map<NodeJS.Signals, ((signal: NodeJS.Signals) => void)[]> {
  const taken = new Map<NodeJS.Signals, ((signal: NodeJS.Signals) => void)[]>();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const handlers = process.listeners(signal) as ((signal: NodeJS.Signals) => void)[];
    for (const handler of handlers) process.off(signal, handler);
    taken.set(signal, handlers);
  }
  return taken;
}

/**
 * On SIGTERM (or SIGINT): readiness answers 503 "draining" at once, and for SHUTDOWN_DRAIN_MS
 * (default 0) the server still accepts and serves, so a load balancer that polls /api/health
 * stops sending before anything is refused; then no new connections, no new scheduled runs (the in-app scheduler's
 * lock released), the requests in flight, the scheduled runs in progress and the queued direct
 * webhook deliveries and tasks after a response finished, the API log entries written, the database pool and the LISTEN connection closed,
 * telemetry flushed, exit 0, all within SHUTDOWN_DEADLINE_MS (counted from the drain's end). Past it the process exits 1 and
 * what was left stays pending in the outbox for the sweeper (or a redelivery) to send.
 */
export function installGracefulShutdown({ flushTelemetry }: { flushTelemetry?: () => Promise<void> } = {}): void {
  const holder = process as NodeJS.Process & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const exit = process.exit.bind(process);
  let started = false;
  const drainMs = config().SHUTDOWN_DRAIN_MS;
  const nextHandlers = drainMs > 0 && !config().NEXT_MANUAL_SIG_HANDLE ? takeNextSignalHandlers() : undefined;

  const shutDown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const since = performance.now();
    markDraining();
    // At once: no scheduled run starts from here, and the lock goes to another instance.
    const schedulerStopped = stopScheduledWork();
    // Held from now: Next's handler ends in process.exit once the server is closed.
    const serverClosed = serverClosedByNext();
    if (nextHandlers) {
      logger.info({ signal, drainMs }, "shutdown: draining: readiness answers 503, still serving");
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      for (const handler of nextHandlers.get(signal) ?? []) handler(signal);
    }
    const deadlineMs = config().SHUTDOWN_DEADLINE_MS;
    const overdue = setTimeout(() => {
      logger.error({ signal, deadlineMs }, "shutdown: work still running at the deadline; exiting without it");
      exit(1);
    }, deadlineMs);
    logger.info({ signal, deadlineMs }, "shutdown: refusing new connections, finishing requests and deliveries");
    await serverClosed;
    await schedulerStopped;
    // The process's services, the last made first (start-services.ts): the background work
    // settles, the API log entries of the requests just finished are written, the listener's
    // subscribers leave before it closes, the pool closes last.
    const failures = await services().close();
    for (const { name, error } of failures) logger.warn({ err: error, service: name }, "shutdown: a close failed");
    await flushTelemetry?.().catch((error: unknown) => logger.warn({ err: error }, "shutdown: telemetry could not be flushed"));
    clearTimeout(overdue);
    logger.info({ signal, durationMs: Math.round(performance.now() - since) }, "shutdown: done");
    exit(0);
  };
  process.on("SIGTERM", (signal) => void shutDown(signal));
  process.on("SIGINT", (signal) => void shutDown(signal));
}
