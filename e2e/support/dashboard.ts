import type { Page } from "@playwright/test";
import { DASHBOARD_NAV } from "../../components/dashboard/dashboard-nav-links";

/** Saves a screenshot, of the whole page unless told otherwise, as a test artifact (e2e/artifacts/, kept by CI). */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage });
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
