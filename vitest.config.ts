import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// Files that change what a module is when it is first imported (vi.mock, vi.resetModules,
// the Inngest client's environment) or patch what every module shares (OpenTelemetry's global
// registration, http.Server's prototype) get a fresh module cache each. Every other file
// shares its worker's, which saves re-importing Next.js, Prisma and the app for each of them
// (decision 0146); tests/support/restore-process-state.ts puts back what a file changes at
// run time and drops the process's per-process state (limiter, semaphore, LISTEN connection).
const ISOLATED = [
  "tests/inngest/**/*.test.ts",
  "tests/lib/simulator/simulated-call-webhooks.test.ts",
  "tests/lib/events/dispatch-events.test.ts",
  "tests/lib/events/claim-inngest-warning.test.ts",
  "tests/lib/webhooks/post-webhook.test.ts",
  "tests/lib/webhooks/resolve-webhook-target.test.ts",
  "tests/lib/observability/register-telemetry.test.ts",
  "tests/lib/runtime/install-node-hooks.test.ts",
  // Its own database (the sweeper takes every pending event it finds) and module mocks.
  "tests/lib/runtime/run-scheduled-work.test.ts",
  // Exact counts through the process's one limiter, and tests that make Redis unreachable:
  // kept apart as well, besides the fresh limiter each shared file gets (decision 0146).
  "tests/lib/rate-limit/concurrent-requests.test.ts",
  "tests/lib/rate-limit/redis-unavailable.test.ts",
  "tests/lib/health/check-readiness.test.ts",
];

// VITEST_SHARE_MODULES=0 runs the shared project isolated too: a test that fails only with
// sharing on points at state one file leaves behind for the next (decision 0146).
const SHARE_MODULES = process.env.VITEST_SHARE_MODULES !== "0";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    // Against built servers, after the one build: `npm run test:fleet` (two instances behind a
    // proxy) and `npm run test:server` (shutdown, telemetry).
    exclude: [...configDefaults.exclude, "tests/fleet/**", "tests/server/**", "tests/sdk-server/**"],
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    // Two cores: two workers keep the database busy without starving it.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/fleet/**", "tests/server/**", "tests/sdk-server/**", ...ISOLATED],
          isolate: !SHARE_MODULES,
          setupFiles: ["tests/support/restore-process-state.ts"],
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
