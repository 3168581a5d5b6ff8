import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // Against built servers, after the one build: `npm run test:fleet` (two instances behind a
    // proxy) and `npm run test:server` (shutdown, telemetry).
    exclude: [...configDefaults.exclude, "tests/fleet/**", "tests/server/**"],
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    // Two cores: two workers keep the database busy without starving it.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
