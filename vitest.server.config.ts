import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:server`: tests against a real `next start` of a production build (graceful
// shutdown, telemetry export). Run after the build; see tests/server/global-setup.ts.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/server/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts", "tests/server/global-setup.ts"],
    environment: "node",
    // One server at a time: each is a whole Next.js process on a 2-core machine.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
