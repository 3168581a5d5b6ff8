// Every dashboard page, signed in with data, at desktop and phone sizes: no serious or
// critical axe violation, nothing cut off, and a screenshot of each in e2e/artifacts/.
import { expect, test, type BrowserContextOptions } from "@playwright/test";
import { startHttpsReceiver, type HttpsReceiver } from "../tests/support/https-receiver";
import { DASHBOARD_PAGES, saveScreenshot, signUpNewCustomer } from "./support/dashboard";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS, type ViewportName } from "./support/page-checks";
import { createAssistant, dashboardApi, runTestCall } from "./support/seed-account";

let storageState: BrowserContextOptions["storageState"];
let callId = "";
let receiver: HttpsReceiver;

test.beforeAll(async ({ browser }) => {
  receiver = await startHttpsReceiver({
    tls: { keyFile: process.env.E2E_RECEIVER_KEY_FILE!, certFile: process.env.E2E_RECEIVER_CERT_FILE! },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpNewCustomer(page, "pages");
  const frontDesk = await createAssistant(page, "Front desk");
  await createAssistant(page, "Night line", "inactive");
  callId = (await runTestCall(page, frontDesk.id, "completed", 95)).call.id;
  await runTestCall(page, frontDesk.id, "failed");
  await runTestCall(page, frontDesk.id, "missed");
  await dashboardApi(page, "POST", "/api-keys", { name: "Production server", permissions: ["assistants:read", "calls:read"] });
  await dashboardApi(page, "PUT", "/webhook", { url: `${receiver.origin}/webhooks` });
  await dashboardApi(page, "POST", "/webhook/test");
  storageState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await receiver?.close();
});

// Every page of the navigation, and a call's page (reached from the calls list).
const pages = () => [...DASHBOARD_PAGES, { path: `/calls/${callId}`, name: "call-detail" }];

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`every page at ${viewport} size: accessible, nothing cut off, screenshot`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState, viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    for (const { path, name } of pages()) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Server-rendered: the data is in the first paint, no loading state to wait out.
      await expect(page.getByText("Loading…")).toHaveCount(0);
      // The API reference's outline is server-rendered; Scalar loads only when opened (api-reference.spec.ts).
      if (path === "/api-reference") await expect(page.getByRole("button", { name: "Open the interactive reference" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await saveScreenshot(page, `${name}-${viewport}`);
      await expectNoSeriousA11yViolations(page, `${path} (${viewport})`);
      await expectNothingClipped(page, `${path} (${viewport})`);
    }
    await context.close();
  });
}

test("the overview's per-day chart loads once it comes into view, also on a phone", async ({ browser }) => {
  const context = await browser.newContext({ storageState, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.goto("/overview");
  const chart = page.getByRole("img", { name: /Bar chart of minutes per day this month, \d+ in all/ });
  await chart.scrollIntoViewIfNeeded();
  // One bar per day with minutes; the seeded 95 s call bills 2 minutes today.
  await expect(chart.locator(".chart-bar").first()).toBeVisible({ timeout: 15_000 });
  await expect(chart).toHaveAccessibleName(/, 2 in all$/);
  await context.close();
});
