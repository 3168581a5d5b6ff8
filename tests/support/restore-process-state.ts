import { afterAll, vi } from "vitest";
import { resetConfig } from "@/lib/config/config";
import { closeApiKeyCache } from "@/lib/api-keys/api-key-cache";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { closeEventNotifications } from "@/lib/events/event-notifications";
import { replaceSemaphore } from "@/lib/rate-limit/create-semaphore";
import { replaceRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { flushRequestLogs, replaceRequestLogBuffer } from "@/lib/request-logs/request-log-buffer";

// Test files of the "shared" project share their worker's process and module cache
// (vitest.config.ts), so what one file changes in the process must not outlive it. Runs
// before each such file; its afterAll runs after the file's own. Each file then starts as it
// would in a process of its own:
// - environment variables, spies and stubs, fake clocks are put back, and the parsed settings
//   dropped (lib/config/config.ts re-reads a changed environment by itself; this also drops a
//   freeze a file made);
// - the work requests left running (direct webhook deliveries, tasks after a response) is
//   finished, so it does not compete with the next file's requests;
// - the process's singletons that learn as they go are dropped, so the next file gets fresh
//   ones: the rate limiter's measured Redis latency (its timeout) and any "Redis down, count
//   in memory" spell, the semaphore's, the API logs' buffer, and the API key cache and follow mode's subscriptions
//   (their leaving closes the process's one LISTEN connection).
const environmentBefore = { ...process.env };

afterAll(async () => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await settleBackgroundWork();
  // The API log entries of the file's requests are written, and the next file gets a buffer made from its own settings.
  await flushRequestLogs().catch(() => {});
  replaceRequestLogBuffer(undefined);
  await Promise.all([closeEventNotifications(), closeApiKeyCache()]);
  replaceRateLimiter(undefined);
  replaceSemaphore(undefined);
});
