import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:sdk`: the SDK (sdk/), built and packed, installed into a scratch project, run
// against a real `next start` of the build `npm test` already made (tests/sdk-server/).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/sdk-server/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts", "tests/sdk-server/global-setup.ts"],
    environment: "node",
    // One file, one server; its independent tests run side by side (describe.concurrent).
    fileParallelism: false,
    maxConcurrency: 12,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
