// The audit log: changes made in the dashboard appear on /audit-log with who made them,
// filter by action, export as CSV with the same filter; accessible and whole at phone width.
import { readFile } from "node:fs/promises";
import { signInThroughApi } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS } from "./support/page-checks";

test("changes made in the dashboard show on the audit log with their actor, filter and export", {
  tag: ["@security", "@needs-local-receiver"],
}, async ({ dashboard, customer, page, webhookReceiver }) => {
  const secret = await dashboard.apiKeys.create("Deploy bot", "Full access");
  await dashboard.apiKeys.revoke("Deploy bot");
  const signingSecret = await dashboard.webhooks.connect(webhookReceiver.url());

  const log = dashboard.auditLog;
  await log.goto();
  await expect(log.heading).toHaveText("Audit log");
  for (const action of ["api_key.created", "api_key.revoked", "webhook.url_set", "webhook.secret_revealed", "user.signed_in"]) {
    await expect(log.entriesOf(action).first(), action).toContainText(customer.email);
  }
  await expect(log.entriesOf("api_key.created")).toContainText("Deploy bot");
  // Never a secret, anywhere on the page.
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(signingSecret)).toHaveCount(0);

  await log.filterByAction("api_key.revoked");
  await expect(log.entries).toHaveCount(1);
  await expect(log.entriesOf("api_key.revoked")).toContainText("Deploy bot");
  await expect(log.exportLink()).toHaveAttribute("href", /action=api_key\.revoked/);

  const [download] = await Promise.all([page.waitForEvent("download"), log.exportLink().click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("time,actor,action,target,summary,ip,user agent,request id");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("api_key.revoked");
  expect(lines[1]).toContain(customer.email);
  expect(csv).not.toContain(secret);

  // By day (UTC): yesterday to today has the change (whichever side of midnight it fell),
  // tomorrow nothing; clearing shows every change again.
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  await log.filterByDays(day(-1), day(0));
  await expect(log.entries).toHaveCount(1);
  await log.filterByDays(day(1), day(1));
  await expect(page.getByText("No changes match these filters")).toBeVisible();
  // The filters, days included, are in the address: a reload keeps them.
  await expect(page).toHaveURL(new RegExp(`action=api_key\\.revoked&from=${day(1)}&to=${day(1)}$`));
  await page.reload();
  await expect(page.getByText("No changes match these filters")).toBeVisible();
  await log.clearFilters();
  await expect(log.entriesOf("api_key.created")).toHaveCount(1);
  await expect(log.entriesOf("webhook.url_set")).toHaveCount(1);
});

test("signing out and in again is on the log, with the member and their browser", { tag: "@security" }, async ({
  dashboard,
  customer,
  page,
}) => {
  await dashboard.overview.goto();
  await dashboard.signOut();
  await signInThroughApi(page.request, customer);
  const log = dashboard.auditLog;
  await log.goto();
  await expect(log.entriesOf("user.signed_out")).toHaveCount(1);
  await expect(log.entriesOf("user.signed_out")).toContainText(customer.email);
  await expect(log.entriesOf("user.signed_out")).toContainText("Mozilla");
  await expect(log.entriesOf("user.signed_in")).toHaveCount(2);
});

test.describe("at phone size", () => {
  test.use({ viewport: VIEWPORTS.phone });
  test("the audit log is accessible and nothing is cut off", { tag: "@a11y" }, async ({ dashboard, page }) => {
    await dashboard.apiKeys.create("A key with a rather long name for a narrow screen", "Read only");
    await dashboard.auditLog.goto();
    await expect(dashboard.auditLog.entriesOf("api_key.created")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousA11yViolations(page, "/audit-log (phone)");
    await expectNothingClipped(page, "/audit-log (phone)");
  });
});
