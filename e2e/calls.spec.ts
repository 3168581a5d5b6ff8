import { saveScreenshot } from "./support/dashboard";
import { expect, test } from "./support/fixtures";

test("a test call from the dashboard shows up with its summary, transcript and events", { tag: "@smoke" }, async ({ dashboard, page }) => {
  await dashboard.calls.goto();
  await expect(page.getByText("Create an assistant first")).toBeVisible();

  await dashboard.assistants.create("Reception");

  await dashboard.calls.runTestCall({ outcome: "completed", duration: 95 });
  const result = dashboard.calls.testCallResult;
  await expect(result).toContainText("completed");
  await expect(result).toContainText("call.started, call.completed, transcript.ready");
  await expect(page.getByRole("row", { name: /Reception/ })).toContainText("1m 35s");
  await saveScreenshot(page, "calls");

  await result.getByRole("link").click();
  await expect(page.getByRole("list", { name: "Transcript" }).getByRole("listitem").first()).toBeVisible();
  for (const type of ["call.started", "call.completed", "transcript.ready"]) {
    await expect(page.getByTestId(`call-event-${type}`)).toBeVisible();
  }
  await saveScreenshot(page, "call-detail");

  // Two billed minutes (ceil(95 / 60)) show on the overview.
  await dashboard.overview.goto();
  await expect(page.getByText("2 minutes this month")).toBeVisible();
  await expect(page.getByTestId("overview-plan")).toHaveText("Pay-As-You-Go");
  await saveScreenshot(page, "overview");
});

test("switching the plan changes the tier, and an inactive assistant's call fails", async ({ dashboard, page }) => {
  await dashboard.plan.goto();
  const confirm = await dashboard.plan.askToSwitch("Starter");
  await expect(confirm.getByTestId("plan-price-change")).toHaveText(
    "Starter costs $99 a month, billed from today, instead of paying only for what you use.",
  );
  await confirm.getByRole("button", { name: "Switch to Starter" }).click();
  await expect(page.getByText("You are now on Starter")).toBeVisible();
  await expect(page.getByRole("region", { name: "Starter" })).toContainText("Current plan");
  await saveScreenshot(page, "plan");
  await dashboard.overview.goto();
  await expect(page.getByTestId("overview-plan")).toHaveText("Starter");
  await expect(page.getByText("of 1,000 included minutes")).toBeVisible();

  await dashboard.assistants.goto();
  await dashboard.assistants.submit("Night line", "elevenlabs-adam");
  await page.getByRole("button", { name: "Deactivate" }).click();
  // Exact: "Activate" alone also matches "Deactivate", and the test would go on before the change was saved.
  await expect(page.getByRole("button", { name: "Activate", exact: true })).toBeVisible();

  await dashboard.calls.runTestCall({ outcome: "completed" });
  await expect(dashboard.calls.testCallResult).toContainText("failed; events: call.failed");
  await dashboard.calls.testCallResult.getByRole("link").click();
  await expect(page.getByText("ASSISTANT_UNAVAILABLE")).toBeVisible();
});
