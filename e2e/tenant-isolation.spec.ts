import { expect, test } from "./support/fixtures";
import { signInThroughApi } from "./support/customers";
import { Dashboard } from "./support/pages";
import { createApiKey } from "./support/seed-account";

test("a second customer never sees the first customer's keys, assistants or data", { tag: "@security" }, async ({
  dashboard,
  newApiKey,
  newCustomer,
  newPage,
  request,
}) => {
  const firstKey = await newApiKey("Tenant A key", "Full access");
  const created = await request.post("/api/v1/assistants", {
    headers: { Authorization: `Bearer ${firstKey}` },
    data: { name: "Tenant A assistant", language: "en-US", voiceId: "elevenlabs-rachel" },
  });
  expect(created.status()).toBe(201);
  const assistant = await created.json();
  // The first customer's dashboard shows both (so their absence below means something).
  await dashboard.apiKeys.goto();
  await expect(dashboard.apiKeys.row("Tenant A key")).toBeVisible();

  const secondPage = await newPage();
  await signInThroughApi(secondPage.request, await newCustomer("tenant-b"));
  const second = new Dashboard(secondPage);
  await second.apiKeys.goto();
  await expect(secondPage.getByText("No API keys yet")).toBeVisible();
  await expect(secondPage.getByText("Tenant A key")).toHaveCount(0);
  await second.assistants.goto();
  await expect(secondPage.getByText("No assistants yet")).toBeVisible();
  await expect(secondPage.getByText("Tenant A assistant")).toHaveCount(0);

  // The second customer's own key cannot reach the first customer's assistant either.
  const secondKey = await createApiKey(secondPage, "Tenant B key", "Full access");
  const probe = await request.get(`/api/v1/assistants/${assistant.id}`, { headers: { Authorization: `Bearer ${secondKey}` } });
  expect(probe.status()).toBe(404);
  // …nor change it through the dashboard API.
  const dashboardProbe = await secondPage.evaluate(async (id) => {
    const response = await fetch(`/api/dashboard/assistants/${id}`, { method: "DELETE" });
    return response.status;
  }, assistant.id);
  expect(dashboardProbe).toBe(404);
});

test("dashboard pages and the dashboard API require a session", { tag: ["@smoke", "@security", "@prod-safe"] }, async ({
  page,
  request,
}) => {
  await page.goto("/api-keys");
  await expect(page).toHaveURL(/\/sign-in/);
  const response = await request.get("/api/dashboard/api-keys");
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe("UNAUTHORIZED");
});
