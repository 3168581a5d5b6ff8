// Every dashboard page, signed in with data, at desktop and phone sizes: no serious or
// critical axe violation, nothing cut off, and a screenshot of each in e2e/artifacts/. One
// test per page, so the workers share them out. The API reference's interactive
// renderer (Scalar, loaded on demand) gets the same checks and more in api-reference.spec.ts.
import type { BrowserContext } from "@playwright/test";
import { DASHBOARD_PAGES, saveScreenshot } from "./support/dashboard";
import { closeAccounts } from "./support/close-account";
import { TARGETS_DEPLOYMENT } from "./support/deployed";
import { E2E_BASE_URL } from "./support/e2e-server";
import { expect, freshClientAddress, test as base } from "./support/fixtures";
import { newCustomerDetails, signInThroughApi, signUpThroughApi } from "./support/customers";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS, type ViewportName } from "./support/page-checks";
import { createAssistant, dashboardApi, runTestCall } from "./support/seed-account";
import { startWebhookReceiver } from "./support/webhook-receiver";

type SeededAccount = { storageState: Awaited<ReturnType<BrowserContext["storageState"]>>; callId: string };

// One account with data for all of a worker's page checks, which only look: seeded through
// the dashboard API once per worker rather than once per test.
const test = base.extend<{ seeded: SeededAccount }, { seededAccount: SeededAccount }>({
  seededAccount: [
    async ({ browser, playwright }, use, workerInfo) => {
      // A deployment cannot reach a receiver on this machine: its webhooks page shows no endpoint.
      const receiver = TARGETS_DEPLOYMENT ? undefined : await startWebhookReceiver();
      // A worker fixture's context gets none of the config's `use` options: the base URL too is given here.
      const extraHTTPHeaders = { "X-Forwarded-For": freshClientAddress(workerInfo.workerIndex) };
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders });
      const page = await context.newPage();
      const customer = newCustomerDetails("pages");
      // Kept for the worker's tests, so not closed after the first: closed below, when the worker ends.
      await signUpThroughApi(page.request, customer, { closeAfterTest: false });
      await signInThroughApi(page.request, customer);
      const frontDesk = await createAssistant(page, "Front desk");
      await createAssistant(page, "Night line", "inactive");
      const callId = (await runTestCall(page, frontDesk.id, "completed", 95)).call.id;
      await runTestCall(page, frontDesk.id, "failed");
      await runTestCall(page, frontDesk.id, "missed");
      await dashboardApi(page, "POST", "/api-keys", { name: "Production server", permissions: ["assistants:read", "calls:read"] });
      if (receiver) {
        await dashboardApi(page, "PUT", "/webhook", { url: receiver.url() });
        await dashboardApi(page, "POST", "/webhook/test");
      }
      const storageState = await context.storageState();
      await context.close();
      await use({ storageState, callId });
      await receiver?.close();
      if (TARGETS_DEPLOYMENT) {
        const failures = await closeAccounts([customer], () => playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders }));
        if (failures.length > 0) throw new Error(`The worker's account could not be closed: ${failures.join("; ")}`);
      }
    },
    { scope: "worker" },
  ],
  seeded: async ({ seededAccount }, use) => use(seededAccount),
  storageState: async ({ seededAccount }, use) => use(seededAccount.storageState),
});

// Every page of the navigation, and a call's page (reached from the calls list). The API
// reference is its server-rendered outline here; Scalar, opened, is checked in api-reference.spec.ts.
const PAGES = [
  ...DASHBOARD_PAGES.map(({ path, name }) => ({ path: () => path, name })),
  { path: (callId: string) => `/calls/${callId}`, name: "call-detail" },
];

// One test per page, loaded once at the desktop size and checked there, then resized to the
// phone's and checked again: the layout is CSS alone (no script reads the width), so a page
// resized is laid out as one loaded at 390 px, as the screenshot tests' baselines show.
test.describe(() => {
  test.use({ viewport: VIEWPORTS.desktop });
  for (const { path, name } of PAGES) {
    test(`${name}: accessible, nothing cut off, screenshot, at desktop and phone size`, { tag: "@a11y" }, async ({ page, seeded }) => {
      const address = path(seeded.callId);
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Server-rendered: the data is in the first paint, no loading state to wait out.
      await expect(page.getByText("Loading…")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await saveScreenshot(page, `${name}-${viewport}`);
        await expectNoSeriousA11yViolations(page, `${address} (${viewport})`);
        await expectNothingClipped(page, `${address} (${viewport})`);
      }
    });
  }
});

test.describe(() => {
  test.use({ viewport: VIEWPORTS.phone });
  test("the overview's per-day chart loads once it comes into view, also on a phone", async ({ page }) => {
    await page.goto("/overview");
    const chart = page.getByRole("img", { name: /Bar chart of minutes per day this month, \d+ in all/ });
    await chart.scrollIntoViewIfNeeded();
    // One bar per day with minutes; the seeded 95 s call bills 2 minutes today.
    await expect(chart.locator(".chart-bar").first()).toBeVisible({ timeout: 15_000 });
    await expect(chart).toHaveAccessibleName(/, 2 in all$/);
  });
});
