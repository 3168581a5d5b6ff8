import { expect, type Page } from "@playwright/test";
import { DASHBOARD_NAV } from "../../components/dashboard/dashboard-nav-links";

let counter = 0;

/** A fresh customer: signs up through the form and lands on the dashboard. */
export async function signUpNewCustomer(page: Page, label = "qa"): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${++counter}@example.test`;
  const password = "correct-horse-battery";
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(`QA ${label}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  // Sign-up estimates the password's strength, hashes it and then signs in (a second hash):
  // seconds on a busy 2-core machine.
  await expect(page).toHaveURL(/\/overview$/, { timeout: 15_000 });
  return { email, password };
}

/** Creates an assistant through the Assistants page's form. */
export async function createAssistantInDashboard(page: Page, name: string, voiceId = "elevenlabs-rachel"): Promise<void> {
  await page.goto("/assistants");
  const form = page.getByRole("form", { name: "Create assistant" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Voice", { exact: true }).fill(voiceId);
  await form.getByRole("button", { name: "Create assistant" }).click();
  await expect(page.getByText(name).first()).toBeVisible();
}

/** Creates an API key in the dashboard and returns the secret shown once. */
export async function createKeyInDashboard(page: Page, name: string, preset: "Full access" | "Read only"): Promise<string> {
  await page.goto("/api-keys");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel(preset).check();
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("new-api-key").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^vk_live_/);
  await page.getByRole("button", { name: "I have stored it" }).click();
  return secret;
}

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/, kept by CI). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

/**
 * Every dashboard page reached from the navigation: its path, its screenshot name and its
 * link's text, read from the nav's own list (a page the nav misses fails tests/components).
 */
export const DASHBOARD_PAGES = DASHBOARD_NAV.flatMap((section) => section.links).map(({ href, label }) => ({
  path: href,
  name: href.slice(1),
  link: label,
}));
