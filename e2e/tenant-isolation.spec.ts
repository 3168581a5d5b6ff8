import { expect, test } from "@playwright/test";
import { createKeyInDashboard, signUpNewCustomer } from "./support/dashboard";

test("a second customer never sees the first customer's keys, assistants or data", async ({ browser, request }) => {
  const first = await browser.newPage();
  await signUpNewCustomer(first, "tenant-a");
  const firstKey = await createKeyInDashboard(first, "Tenant A key", "Full access");
  const created = await request.post("/api/v1/assistants", {
    headers: { Authorization: `Bearer ${firstKey}` },
    data: { name: "Tenant A assistant", language: "en-US", voiceId: "elevenlabs-rachel" },
  });
  expect(created.status()).toBe(201);
  const assistant = await created.json();

  const second = await (await browser.newContext()).newPage();
  await signUpNewCustomer(second, "tenant-b");
  await second.goto("/api-keys");
  await expect(second.getByText("No API keys yet")).toBeVisible();
  await expect(second.getByText("Tenant A key")).toHaveCount(0);
  await second.goto("/assistants");
  await expect(second.getByText("No assistants yet")).toBeVisible();
  await expect(second.getByText("Tenant A assistant")).toHaveCount(0);

  // The second customer's own key cannot reach the first customer's assistant either.
  const secondKey = await createKeyInDashboard(second, "Tenant B key", "Full access");
  const probe = await request.get(`/api/v1/assistants/${assistant.id}`, { headers: { Authorization: `Bearer ${secondKey}` } });
  expect(probe.status()).toBe(404);
  // …nor change it through the dashboard API.
  const dashboardProbe = await second.evaluate(async (id) => {
    const response = await fetch(`/api/dashboard/assistants/${id}`, { method: "DELETE" });
    return response.status;
  }, assistant.id);
  expect(dashboardProbe).toBe(404);
});

test("dashboard pages and the dashboard API require a session", async ({ page, request }) => {
  await page.goto("/api-keys");
  await expect(page).toHaveURL(/\/sign-in/);
  const response = await request.get("/api/dashboard/api-keys");
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe("UNAUTHORIZED");
});
