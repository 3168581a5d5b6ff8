import type { Page } from "@playwright/test";

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/, kept by CI). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

/**
 * Every dashboard page reached from the navigation: its path, its screenshot name and its
 * link's text. Written out here, not read from the nav, so a page missing from the nav fails.
 */
export const DASHBOARD_PAGES = [
  { path: "/overview", name: "overview", link: "Overview" },
  { path: "/assistants", name: "assistants", link: "Assistants" },
  { path: "/calls", name: "calls", link: "Calls" },
  { path: "/plan", name: "plan", link: "Plan" },
  { path: "/account", name: "account", link: "Account" },
  { path: "/api-keys", name: "api-keys", link: "API keys" },
  { path: "/webhooks", name: "webhooks", link: "Webhooks" },
  { path: "/webhook-events", name: "webhook-events", link: "Webhook events" },
  { path: "/api-reference", name: "api-reference", link: "API reference" },
] as const;
