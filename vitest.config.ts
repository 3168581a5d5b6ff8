import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // The fleet test runs two built servers of its own: `npm run test:fleet`.
    exclude: [...configDefaults.exclude, "tests/fleet/**"],
    globalSetup: ["tests/global-setup.ts"],
    environment: "node",
    // Two cores: two workers keep the database busy without starving it.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
