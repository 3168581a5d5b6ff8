import { saveScreenshot } from "./support/dashboard";
import { expect, test } from "./support/fixtures";

const assistant = {
  name: "Front desk",
  language: "en-US",
  voiceTier: "professional",
  voiceId: "elevenlabs-rachel",
  businessWebsite: "https://example.com",
};

test("a key made in the dashboard creates an assistant through the API, and the dashboard shows it", {
  tag: ["@smoke", "@prod-safe"],
}, async ({ dashboard, page, request }) => {
  const key = await dashboard.apiKeys.create("Deploy bot", "Full access");
  await saveScreenshot(page, "api-keys");

  const response = await request.post("/api/v1/assistants", { headers: { Authorization: `Bearer ${key}` }, data: assistant });
  expect(response.status()).toBe(201);
  const created = await response.json();
  expect(created).toMatchObject({ ...assistant, status: "active" });

  await dashboard.assistants.goto();
  await expect(page.getByTestId(`assistant-${created.id}`)).toContainText("Front desk");
  await saveScreenshot(page, "assistants");

  // The key list shows its use.
  await dashboard.apiKeys.goto();
  await expect(dashboard.apiKeys.row("Deploy bot")).not.toContainText("Never");

  // The overview counts that one request against the Pay-As-You-Go limits.
  await dashboard.overview.goto();
  // The minute window is a calendar minute: on a slow run the request and this page can fall
  // in different minutes, so the minute shows 29 or (after a boundary) 30; the day is exact.
  await expect(page.getByTestId("requests-left-minute")).toHaveText(/^(29|30) of 30$/);
  await expect(page.getByTestId("requests-left-day")).toHaveText("499 of 500");
});

test("a read-only key gets 403 on create and a revoked key gets 401", { tag: "@security" }, async ({ dashboard, request }) => {
  const readOnly = await dashboard.apiKeys.create("Reporting", "Read only");

  const list = await request.get("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` } });
  expect(list.status()).toBe(200);
  const forbidden = await request.post("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` }, data: assistant });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).error.code).toBe("FORBIDDEN");

  await dashboard.apiKeys.revoke("Reporting");

  const revoked = await request.get("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` } });
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).error.code).toBe("UNAUTHORIZED");
});

test("the dashboard refuses an invalid key form and assistant with the API's messages", async ({ dashboard, page }) => {
  await dashboard.apiKeys.goto();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Give the key a name, such as “Production server”.")).toBeVisible();

  await dashboard.assistants.goto();
  await dashboard.assistants.submit("Bad one", "rachel", "english");
  const form = dashboard.assistants.form;
  await expect(form.getByText(/<language>-<REGION>/).last()).toBeVisible();
  await expect(form.getByText("Use the form <provider>-<voice name>", { exact: false })).toBeVisible();
  await expect(page.getByText("No assistants yet")).toBeVisible();
});
