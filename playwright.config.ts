import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { E2E_BASE_URL } from "./e2e/support/e2e-server";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // Builds the app once, starts `next start` on a fresh database, tears both down after.
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
