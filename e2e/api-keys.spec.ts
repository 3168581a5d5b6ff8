import { expect, test } from "@playwright/test";
import { createKeyInDashboard, saveScreenshot, signUpNewCustomer } from "./support/dashboard";

const assistant = { name: "Front desk", language: "en-US", voiceTier: "professional", voiceId: "elevenlabs-rachel", businessWebsite: "https://example.com" };

test("a key made in the dashboard creates an assistant through the API, and the dashboard shows it", async ({ page, request }) => {
  await signUpNewCustomer(page, "keys");
  const key = await createKeyInDashboard(page, "Deploy bot", "Full access");
  await saveScreenshot(page, "api-keys");

  const response = await request.post("/api/v1/assistants", { headers: { Authorization: `Bearer ${key}` }, data: assistant });
  expect(response.status()).toBe(201);
  const created = await response.json();
  expect(created).toMatchObject({ ...assistant, status: "active" });

  await page.goto("/assistants");
  await expect(page.getByTestId(`assistant-${created.id}`)).toContainText("Front desk");
  await saveScreenshot(page, "assistants");

  // The key list shows its use.
  await page.goto("/api-keys");
  await expect(page.getByRole("row", { name: /Deploy bot/ })).not.toContainText("Never");

  // The overview counts that one request against the Pay-As-You-Go limits.
  await page.goto("/overview");
  // The minute window is a calendar minute: on a slow run the request and this page can fall
  // in different minutes, so the minute shows 29 or (after a boundary) 30; the day is exact.
  await expect(page.getByTestId("requests-left-minute")).toHaveText(/^(29|30) of 30$/);
  await expect(page.getByTestId("requests-left-day")).toHaveText("499 of 500");
});

test("a read-only key gets 403 on create and a revoked key gets 401", async ({ page, request }) => {
  await signUpNewCustomer(page, "perm");
  const readOnly = await createKeyInDashboard(page, "Reporting", "Read only");

  const list = await request.get("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` } });
  expect(list.status()).toBe(200);
  const forbidden = await request.post("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` }, data: assistant });
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).error.code).toBe("FORBIDDEN");

  await page.getByRole("row", { name: /Reporting/ }).getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("alertdialog", { name: "Revoke “Reporting”?" }).getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("row", { name: /Reporting/ })).toContainText("Revoked");

  const revoked = await request.get("/api/v1/assistants", { headers: { Authorization: `Bearer ${readOnly}` } });
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).error.code).toBe("UNAUTHORIZED");
});

test("the dashboard refuses an invalid key form and assistant with the API's messages", async ({ page }) => {
  await signUpNewCustomer(page, "valid");
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Give the key a name, such as “Production server”.")).toBeVisible();

  await page.goto("/assistants");
  const form = page.getByRole("form", { name: "Create assistant" });
  await form.getByLabel("Name").fill("Bad one");
  await form.getByLabel("Language").fill("english");
  await form.getByLabel("Voice", { exact: true }).fill("rachel");
  await form.getByRole("button", { name: "Create assistant" }).click();
  await expect(form.getByText(/<language>-<REGION>/).last()).toBeVisible();
  await expect(form.getByText("Use the form <provider>-<voice name>", { exact: false })).toBeVisible();
  await expect(page.getByText("No assistants yet")).toBeVisible();
});
