import { defineConfig } from "@playwright/test";
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
    launchOptions: {
      // Debian's Chromium (Playwright's own download is not reachable from our machines).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
