// The dashboard's everyday flows: confirmations, toasts, filters, and the details a new
// customer trips over (an inactive assistant preselected, an expiry shown nowhere, alert
// wording that contradicts the meter after a plan change).
import { expect, test } from "./support/fixtures";
import { createAssistant, dashboardApi, runTestCall } from "./support/seed-account";

test("the test call form preselects an active assistant, and calls filter by assistant and date", async ({ dashboard, page }) => {
  const day = await createAssistant(page, "Day line");
  // Newest first: the inactive one would come first in the list.
  const night = await createAssistant(page, "Night line", "inactive");

  await dashboard.calls.goto();
  const form = dashboard.calls.testCallForm;
  await expect(form.getByLabel("Assistant")).toHaveValue(day.id);
  await form.getByLabel("Duration (seconds)").fill("95");
  await form.getByRole("button", { name: "Run test call" }).click();
  await expect(page.getByTestId("test-call-result")).toContainText("completed");
  await expect(page.getByText("Test call completed")).toBeVisible();

  // A 1 s call rings after the 95 s one above (test calls are laid out to end now).
  await runTestCall(page, night.id, "completed", 1);
  await page.reload();
  const calls = page.getByRole("table", { name: "Calls" });
  await expect(calls.getByRole("row")).toHaveCount(3); // heading row + two calls
  // Newest first by when the call came in.
  await expect(calls.getByRole("row").nth(1)).toContainText("Night line");

  const filters = page.getByRole("form", { name: "Filter calls" });
  await filters.getByLabel("Assistant").selectOption({ label: "Day line" });
  await expect(calls.getByRole("row")).toHaveCount(2);
  await expect(calls).not.toContainText("Night line");

  // The day the call came in, not today's date: run just after midnight UTC, the 95 s call
  // came in the day before.
  const [dayCall] = (await dashboardApi<{ data: Array<{ createdAt: string }> }>(page, "GET", `/calls?assistantId=${day.id}`)).data;
  const callDay = dayCall.createdAt.slice(0, 10);
  const nextDay = new Date(Date.parse(callDay) + 86_400_000).toISOString().slice(0, 10);
  await filters.getByLabel("From (UTC)").fill(callDay);
  await filters.getByLabel("To (UTC)").fill(callDay);
  await expect(calls.getByRole("row")).toHaveCount(2);
  await filters.getByLabel("From (UTC)").fill(nextDay);
  await filters.getByLabel("To (UTC)").fill(nextDay);
  await expect(page.getByText("No calls match these filters")).toBeVisible();
  // An end before the start is named on the To field.
  await filters.getByLabel("To (UTC)").fill(callDay);
  await expect(filters.getByLabel("To (UTC)")).toHaveAttribute("aria-invalid", "true");
  await expect(filters.getByRole("alert")).toHaveText("The end date is before the start date.");
});

test("a new key shows its expiry; revoking asks in a centred, named dialog and confirms with a toast", async ({ dashboard, page }) => {
  await dashboard.apiKeys.goto();
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Name").fill("Nightly export");
  await page.getByLabel("Expires on (optional)").fill(expiry);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Key “Nightly export” created")).toBeVisible();
  const [year, month, dayOfMonth] = expiry.split("-").map(Number);
  const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(year, month - 1, dayOfMonth));
  await expect(page.getByTestId("new-api-key-expiry")).toContainText(`It expires on ${shown}`);
  const shownInTable = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, dayOfMonth),
  );
  await expect(page.getByRole("row", { name: /Nightly export/ })).toContainText(shownInTable);
  await page.getByRole("button", { name: "I have stored it" }).click();

  await page
    .getByRole("row", { name: /Nightly export/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke “Nightly export”?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/401 UNAUTHORIZED/);
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // The dialog is mounted by the button, not opened by a Radix trigger: focus must still go back to it.
  await expect(page.getByRole("row", { name: /Nightly export/ }).getByRole("button", { name: "Revoke" })).toBeFocused();
  await expect(page.getByRole("row", { name: /Nightly export/ })).toContainText("Active");

  await page
    .getByRole("row", { name: /Nightly export/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("Key “Nightly export” revoked")).toBeVisible();
  await expect(page.getByRole("row", { name: /Nightly export/ })).toContainText("Revoked");
});

test("plan changes ask first with the price difference; usage alerts are worded for the new plan", async ({ dashboard, page }) => {
  await dashboard.plan.goto();
  await page.getByRole("button", { name: "Switch to Starter" }).click();
  const toStarter = page.getByRole("alertdialog", { name: "Switch to Starter?" });
  await toStarter.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Pay-As-You-Go" })).toContainText("Current plan");

  await page.getByRole("button", { name: "Switch to Starter" }).click();
  await toStarter.getByRole("button", { name: "Switch to Starter" }).click();
  await expect(page.getByText("You are now on Starter")).toBeVisible();
  await expect(page.getByRole("region", { name: "Starter" })).toContainText("Current plan");

  // 810 billed minutes on Starter (1,000 included) reach the 80 % alert.
  const assistant = await createAssistant(page, "Busy line");
  await runTestCall(page, assistant.id, "completed", 810 * 60);
  await page.goto("/overview");
  await expect(page.getByTestId("usage-alerts")).toHaveText("Alert sent this month: 80 %. Next alert at 90 % (900 minutes).");

  await page.goto("/plan");
  await page.getByRole("button", { name: "Switch to Professional" }).click();
  const toProfessional = page.getByRole("alertdialog", { name: "Switch to Professional?" });
  await expect(toProfessional.getByTestId("plan-price-change")).toHaveText("Professional costs $199 a month: $100 more than Starter.");
  await toProfessional.getByRole("button", { name: "Switch to Professional" }).click();
  await expect(page.getByText("You are now on Professional")).toBeVisible();

  await page.goto("/overview");
  await expect(page.getByRole("main").getByText("of 3,000 included minutes (27 %)")).toBeVisible();
  await expect(page.getByTestId("usage-alerts")).toHaveText(
    "Alert sent this month: 80 % (under an earlier plan). Next alert at 90 % (2,700 minutes).",
  );
  await expect(page.getByRole("list", { name: "Minutes per assistant" })).toContainText("Busy line");
  await expect(page.getByRole("list", { name: "Minutes per assistant" })).toContainText("810 min");
});
