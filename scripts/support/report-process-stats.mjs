// Preloaded into a `next start` under `npm run bench:soak` (node --import): every few seconds
// appends one JSON line of what only the process itself can see (heap, event-loop delay, open
// handles; RSS too) to SOAK_STATS_FILE, which the benchmark reads each minute. Plain
// JavaScript: the server's node runs it without tsx.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.SOAK_STATS_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      at: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      // Nanoseconds in the histogram; reset so each line covers its own interval.
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      handles: process.getActiveResourcesInfo().length,
    };
    delay.reset();
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // The benchmark has gone (its folder removed): a probe never takes the server down.
    }
  }, 5_000);
  // Never the reason the server stays up.
  timer.unref();
}
