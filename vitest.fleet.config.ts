import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:fleet`: the tests in tests/fleet/ against two `next start` instances behind a
// round-robin proxy (tests/fleet/global-setup.ts).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/fleet/**/*.test.ts"],
    globalSetup: ["tests/fleet/global-setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
