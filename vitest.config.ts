import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // Against a built server: `npm run test:server` (vitest.server.config.ts), after the build.
    exclude: ["tests/server/**", "**/node_modules/**"],
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    // Two cores: two workers keep the database busy without starving it.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
