import { expect, test } from "@playwright/test";
import { createAssistantInDashboard, saveScreenshot, signUpNewCustomer } from "./support/dashboard";

test("a test call from the dashboard shows up with its summary, transcript and events", async ({ page }) => {
  await signUpNewCustomer(page, "calls");
  await page.goto("/calls");
  await expect(page.getByText("Create an assistant first")).toBeVisible();

  await createAssistantInDashboard(page, "Reception");

  await page.goto("/calls");
  await page.getByLabel("Outcome").selectOption("completed");
  await page.getByLabel("Duration (seconds)").fill("95");
  await page.getByRole("button", { name: "Run test call" }).click();
  const result = page.getByTestId("test-call-result");
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
  await page.goto("/overview");
  await expect(page.getByText("2 minutes this month")).toBeVisible();
  await expect(page.getByTestId("overview-plan")).toHaveText("Pay-As-You-Go");
  await saveScreenshot(page, "overview");
});

test("switching the plan changes the tier, and an inactive assistant's call fails", async ({ page }) => {
  await signUpNewCustomer(page, "plan");
  await page.goto("/plan");
  await page.getByRole("button", { name: "Switch to Starter" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Switch to Starter?" });
  await expect(confirm.getByTestId("plan-price-change")).toHaveText(
    "Starter costs $99 a month, billed from today, instead of paying only for what you use.",
  );
  await confirm.getByRole("button", { name: "Switch to Starter" }).click();
  await expect(page.getByText("You are now on Starter")).toBeVisible();
  await expect(page.getByRole("region", { name: "Starter" })).toContainText("Current plan");
  await saveScreenshot(page, "plan");
  await page.goto("/overview");
  await expect(page.getByTestId("overview-plan")).toHaveText("Starter");
  await expect(page.getByText("of 1,000 included minutes")).toBeVisible();

  await page.goto("/assistants");
  const form = page.getByRole("form", { name: "Create assistant" });
  await form.getByLabel("Name").fill("Night line");
  await form.getByLabel("Voice", { exact: true }).fill("elevenlabs-adam");
  await form.getByRole("button", { name: "Create assistant" }).click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("button", { name: "Activate" })).toBeVisible();

  await page.goto("/calls");
  await page.getByLabel("Outcome").selectOption("completed");
  await page.getByRole("button", { name: "Run test call" }).click();
  await expect(page.getByTestId("test-call-result")).toContainText("failed; events: call.failed");
  await page.getByTestId("test-call-result").getByRole("link").click();
  await expect(page.getByText("ASSISTANT_UNAVAILABLE")).toBeVisible();
});
