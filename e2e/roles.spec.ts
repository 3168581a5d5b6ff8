// What a member's role lets them do, as the member sees it: controls their role cannot use are
// absent or disabled with the reason, the dashboard API refuses the request anyway (403 naming
// the role needed), and the role is shown beside the member's e-mail. The pages that change
// for a role get the axe and phone-width checks as that role.
import type { APIResponse, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS } from "./support/page-checks";
import { dashboardApi } from "./support/seed-account";

/** A dashboard API write from the member's own page (same origin), answered as it is. */
function write(page: Page, method: "POST" | "PUT", path: string, data?: unknown): Promise<APIResponse> {
  return page.request.fetch(`/api/dashboard${path}`, { method, data, headers: { Origin: E2E_BASE_URL } });
}

async function expectRefused(response: APIResponse, message: string) {
  expect(response.status(), await response.text()).toBe(403);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: "FORBIDDEN", message });
}

async function expectPageChecks(page: Page, label: string) {
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, label);
  await expectNothingClipped(page, label);
}

test("a viewer sees the webhook but cannot reveal its signing secret, nor create a key", {
  tag: ["@security", "@webhooks", "@a11y", "@needs-database", "@needs-local-receiver"],
}, async ({ dashboard, dashboardAs, webhookReceiver }) => {
  await dashboardApi(dashboard.page, "PUT", "/webhook", { url: webhookReceiver.url() });
  const viewer = await dashboardAs("viewer");

  await viewer.webhooks.goto();
  await expect(viewer.page.getByTestId("member-role")).toHaveText("Role: Viewer");
  await expect(viewer.page.getByTestId("webhook-url")).toHaveText(webhookReceiver.url());
  const reveal = viewer.page.getByRole("button", { name: "Reveal" });
  await expect(reveal).toBeDisabled();
  await expect(reveal).toHaveAccessibleDescription(
    /^Viewers can't see or rotate the signing secret: it needs the developer role or higher/,
  );
  await expect(viewer.page.getByRole("button", { name: "Rotate" })).toBeDisabled();
  await expect(viewer.page.getByTestId("signing-secret")).toContainText("•");
  // Reading stays open: the URL is shown, its controls are not offered.
  await expect(viewer.page.getByLabel("Webhook URL")).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: "Send test event" })).toHaveCount(0);
  await expect(viewer.webhooks.eventTypes.getByRole("checkbox").first()).toBeDisabled();
  await expectPageChecks(viewer.page, "/webhooks as a viewer");
  await expectRefused(
    await write(viewer.page, "POST", "/webhook/secret/reveal"),
    "This needs the developer role or higher; you are a viewer",
  );

  await viewer.apiKeys.goto();
  await expect(viewer.page.getByRole("button", { name: "Create key" })).toHaveCount(0);
  await expect(
    viewer.page.getByText("Viewers can't create API keys: it needs the developer role or higher.", { exact: false }),
  ).toBeVisible();
  await expectPageChecks(viewer.page, "/api-keys as a viewer");
  await expectRefused(
    await write(viewer.page, "POST", "/api-keys", { name: "Sneaky", permissions: ["usage:read"] }),
    "This needs the developer role or higher; you are a viewer",
  );
});

test("a developer creates keys but cannot change the plan", { tag: ["@security", "@a11y", "@needs-database"] }, async ({ dashboardAs }) => {
  const developer = await dashboardAs("developer");

  await developer.apiKeys.goto();
  await developer.apiKeys.create("Developer key", "Read only");

  await developer.plan.goto();
  const switchButtons = developer.page.getByRole("button", { name: /^Switch to / });
  await expect(switchButtons.first()).toBeVisible();
  for (const button of await switchButtons.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("Only the account's owner can change the plan; you are a developer.");
  }
  await expectPageChecks(developer.page, "/plan as a developer");
  await expectRefused(
    await write(developer.page, "PUT", "/plan", { tier: "professional" }),
    "This needs the owner role; you are a developer",
  );
});

test.describe("at phone size", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the menu shows the member's role beside the e-mail", { tag: ["@a11y", "@needs-database"] }, async ({ dashboardAs }) => {
    const viewer = await dashboardAs("viewer", { viewport: VIEWPORTS.phone });
    await viewer.calls.goto();
    await expect(viewer.calls.testCallForm).toHaveCount(0);
    await expect(viewer.page.getByText("Viewers can't run test calls", { exact: false })).toBeVisible();
    await expectPageChecks(viewer.page, "/calls as a viewer (phone)");
    await viewer.page.getByRole("button", { name: "Menu" }).click();
    const menu = viewer.page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText(viewer.member.email)).toBeVisible();
    await expect(menu.getByTestId("member-role")).toHaveText("Role: Viewer");
  });

  test("a viewer's webhooks and assistants pages fit a phone", { tag: ["@a11y", "@needs-database", "@needs-local-receiver"] }, async ({
    dashboard,
    dashboardAs,
    webhookReceiver,
  }) => {
    await dashboardApi(dashboard.page, "PUT", "/webhook", { url: webhookReceiver.url() });
    await dashboardApi(dashboard.page, "POST", "/assistants", { name: "Front desk", language: "en-US", voiceId: "elevenlabs-rachel" });
    const viewer = await dashboardAs("viewer", { viewport: VIEWPORTS.phone });
    await viewer.webhooks.goto();
    await expect(viewer.page.getByRole("button", { name: "Reveal" })).toBeDisabled();
    await expectPageChecks(viewer.page, "/webhooks as a viewer (phone)");
    await viewer.assistants.goto();
    await expect(viewer.page.getByText("Front desk")).toBeVisible();
    await expect(viewer.page.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expectPageChecks(viewer.page, "/assistants as a viewer (phone)");
  });
});
