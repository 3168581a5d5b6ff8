import { trackBackgroundWork } from "@/lib/background-work/track-background-work";
import { config } from "@/lib/config/config";
import { logger } from "@/lib/observability/logger";
import { outsideRequest } from "@/lib/observability/request-context";
import { defineService, services } from "@/lib/services";
import { requestLogDrops } from "@/lib/observability/metrics";
import { createPostgresRequestLogStore } from "./postgres-api-log-store";
import type { RequestLogEntry, RequestLogStore } from "./api-log-store";

/** Rows per INSERT: a statement of a few tens of milliseconds, so a shutdown's flush is never one long wait. */
const BATCH_SIZE = 1_000;
/** A batch the store refused this many times is dropped: one bad row must not hold up the log for good. */
const MAX_ATTEMPTS = 3;

export type RequestLogBuffer = {
  /** Queues an entry; never waits, never throws. */
  record(entry: RequestLogEntry): void;
  /** Writes everything queued (and waits for a write in flight); what the store refuses stays queued for a retry. */
  flush(): Promise<void>;
  /** Entries queued and not yet written. */
  size(): number;
  /** Entries dropped since the start: the oldest, when the queue was full, and batches refused too often. */
  dropped(): number;
  /** Stops the timer (tests); queued entries stay. */
  stop(): void;
};

type Queued = { entry: RequestLogEntry; attempts: number };

/**
 * The API logs' write path, off the request's: entries wait in memory and go to the store in
 * batches (one INSERT each) every `flushIntervalMs`, one write at a time. While the store is
 * slow or down the queue grows to `maxEntries`, then drops its OLDEST entries (the newest say
 * most about what is wrong now) and counts them: a metric and a warning per write, never a
 * blocked request, never unbounded memory. Each write in flight is registered with the
 * background-work registry, so graceful shutdown waits for it; shutdown then flushes the rest.
 */
export function createRequestLogBuffer({
  store,
  maxEntries,
  flushIntervalMs,
  batchSize = BATCH_SIZE,
}: {
  store: RequestLogStore;
  maxEntries: number;
  flushIntervalMs: number;
  batchSize?: number;
}): RequestLogBuffer {
  let queue: Queued[] = [];
  let droppedTotal = 0;
  let droppedSinceReport = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;

  const drop = (count: number, reason: "overflow" | "refused") => {
    if (count === 0) return;
    droppedTotal += count;
    droppedSinceReport += count;
    requestLogDrops.add(count, { reason });
    // The first drop of a spell is said at once (a hung write may not end soon); the rest at the end of the write.
    if (droppedSinceReport === count)
      logger.warn({ component: "request-logs", reason, queued: queue.length }, "request log entries dropped");
  };

  const report = () => {
    if (droppedSinceReport === 0) return;
    logger.warn(
      { component: "request-logs", dropped: droppedSinceReport, droppedTotal, queued: queue.length },
      "request log entries dropped",
    );
    droppedSinceReport = 0;
  };

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      // Taken out of the queue while written: memory stays within maxEntries + one batch.
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      try {
        await store.append(batch.map((item) => item.entry));
      } catch (error) {
        // Back at the front for the next write (the bound applies to them too, oldest first),
        // unless the store refused them too often.
        const retry = batch.filter((item) => ++item.attempts < MAX_ATTEMPTS);
        drop(batch.length - retry.length, "refused");
        queue = [...retry, ...queue];
        trim();
        logger.warn({ component: "request-logs", err: error, entries: batch.length, queued: queue.length }, "request log write failed");
        break;
      }
    }
    report();
  }

  function trim() {
    const excess = queue.length - maxEntries;
    if (excess > 0) {
      queue = queue.slice(excess);
      drop(excess, "overflow");
    }
  }

  function schedule() {
    if (timer || queue.length === 0) return;
    // Outside the scheduling request's scope: a write carries many requests' entries, and its
    // log lines are none of theirs.
    timer = outsideRequest(() =>
      setTimeout(() => {
        timer = null;
        void flush();
      }, flushIntervalMs),
    );
    // An idle process (a script, a test) is not kept alive for the log: shutdown flushes it.
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // One write at a time: a slow store means bigger batches, not more connections.
    // Started at once when idle, so the batch is taken before anything else is recorded.
    const run = (writing ? writing.then(writeQueued) : writeQueued()).finally(() => {
      if (writing === run) writing = null;
      schedule();
    });
    writing = run;
    trackBackgroundWork(run);
    return run;
  }

  return {
    record(entry) {
      queue.push({ entry, attempts: 0 });
      trim();
      schedule();
    },
    flush,
    size: () => queue.length,
    dropped: () => droppedTotal,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * The process's store of API logs: Postgres. The one place an installation would choose
 * another (a ClickHouse store implementing RequestLogStore).
 */
export const requestLogStoreService = defineService({ name: "API log store", create: createPostgresRequestLogStore });

export const requestLogStore = (): RequestLogStore => services().get(requestLogStoreService);

/**
 * The process's buffer, made on first use with the configured bound and interval. In the
 * process's container: Next.js bundles this module once per route and once more for
 * instrumentation.ts, whose graceful shutdown must flush what the routes recorded. Closing it
 * writes what is queued.
 */
export const requestLogBufferService = defineService({
  name: "API log buffer",
  create: () =>
    createRequestLogBuffer({
      store: requestLogStore(),
      maxEntries: config().REQUEST_LOG_BUFFER_MAX,
      flushIntervalMs: config().REQUEST_LOG_FLUSH_MS,
    }),
  async close(buffer: RequestLogBuffer) {
    await buffer.flush();
    buffer.stop();
  },
});

export const requestLogBuffer = (): RequestLogBuffer => services().get(requestLogBufferService);

/** Writes what the process has queued (tests); never opens a buffer. */
export async function flushRequestLogs(): Promise<void> {
  await services().peek(requestLogBufferService)?.flush();
}
