import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from "./e2e/support/chromium";
import { DEPLOYED_PROJECT, TARGETS_DEPLOYMENT } from "./e2e/support/deployed";
import { E2E_BASE_URL } from "./e2e/support/e2e-server";

// `--project deployed` needs the deployment's address: say so, rather than "no such project".
const projectArgument = process.argv.findIndex((arg) => arg === "--project" || arg.startsWith("--project="));
const projectsAsked =
  projectArgument < 0 ? [] : (process.argv[projectArgument].split("=")[1] ?? process.argv[projectArgument + 1] ?? "").split(",");
if (projectsAsked.includes(DEPLOYED_PROJECT) && !TARGETS_DEPLOYMENT)
  throw new Error(
    "The deployed project runs against a deployment: set E2E_BASE_URL=https://… (or run `npm run test:e2e:deployed`, which starts a deployment-like server of the build).",
  );

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // Builds the app once (not with E2E_SKIP_BUILD=1), starts `next start` on a fresh database,
  // tears both down after; against a deployment, starts only the SMTP catcher.
  globalSetup: "./e2e/support/global-setup.ts",
  // Every test has its own customer and client address (e2e/support/fixtures.ts): any order,
  // any worker. Two workers on a 2-core machine (three were no faster: the app server and
  // Chromium share the same cores); E2E_WORKERS overrides.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A failed test runs once more, recording a trace (below); passing then still fails the run
  // (`failOnFlakyTests`). Recording every test's trace to keep only the failures' cost a
  // tenth of the suite's time (the DOM of every step, for every test).
  retries: 1,
  failOnFlakyTests: true,
  // Generous for a loaded 2-core machine (a test that takes long is slow, not broken; the
  // suite's total time is what is watched).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The screenshot baselines are the pages', not a project's: without the project's name in
  // their file names (Playwright's default adds it), naming the projects left them in place.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // scripts/e2e-stress.ts reads this JSON.
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
    // The build's and the suite's times on their own lines, and where the report is after a failure.
    ["./e2e/support/summary-reporter.ts"],
  ],
  // One project per run: `local` against the server global-setup.ts starts, or with
  // E2E_BASE_URL set `deployed`, from outside against that deployment: seeding only through
  // public routes, mail from an SMTP catcher, and the tests that need more skipped with the
  // reason (their tags: e2e/support/deployed.ts).
  projects: [{ name: TARGETS_DEPLOYMENT ? DEPLOYED_PROJECT : "local" }],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    trace: "on-first-retry",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS },
  },
});
