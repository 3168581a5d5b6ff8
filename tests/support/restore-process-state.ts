import { afterAll, vi } from "vitest";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { flushRequestLogs } from "@/lib/api-logs/api-log-buffer";
import { ServiceContainer, services, useServices } from "@/lib/services";

// Test files of the "shared" project share their worker's process and module cache
// (vitest.config.ts), so what one file changes in the process must not outlive it. Runs
// before each such file; its afterAll runs after the file's own. Each file then starts as it
// would in a process of its own:
// - it gets a container of services of its own (lib/services.ts): its settings parsed afresh
//   (no freeze a file made), a rate limiter and semaphore that have learnt nothing (no measured
//   Redis latency, no "Redis down, count in memory" spell), its own API log buffer, key cache,
//   follow mode's subscriptions, LISTEN connection and pool;
// - environment variables, spies and stubs, fake clocks are put back;
// - after it, the work its requests left running (direct webhook deliveries, tasks after a
//   response) is finished and its API log entries written, then everything its container made is
//   closed, so nothing of it competes with the next file.
const environmentBefore = { ...process.env };
useServices(new ServiceContainer());

afterAll(async () => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // First what runs, while the pool is open: the container closes the last made first, and the
  // pool may have been made after the work that uses it.
  await settleBackgroundWork();
  await flushRequestLogs().catch(() => {});
  await services().close();
});
