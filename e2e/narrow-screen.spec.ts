import { DASHBOARD_PAGES } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectNothingClipped, VIEWPORTS } from "./support/page-checks";

test.use({ viewport: VIEWPORTS.phone });

test("on a phone, the menu reaches every dashboard page and nothing on them is cut off", { tag: ["@a11y", "@prod-safe"] }, async ({
  dashboard,
  page,
}) => {
  await dashboard.overview.goto();
  const menu = page.getByRole("dialog", { name: "Menu" });
  const nav = menu.getByRole("navigation", { name: "Dashboard" });
  for (const { path, link } of DASHBOARD_PAGES) {
    await page.getByRole("button", { name: "Menu" }).click();
    // The panel's script is fetched on the first click: until it is there, Escape closes
    // nothing, and the panel opening late covered the next click (a loaded machine, once).
    await expect(menu).toBeVisible();
    await expectNothingClipped(page, `menu over ${page.url()}`);
    if (path === DASHBOARD_PAGES[0].path) {
      // Closed without navigating, focus goes back to the button that mounted the panel.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
      await page.getByRole("button", { name: "Menu" }).click();
    }
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNothingClipped(page, path);
  }
});

test("the clipping check catches a table wider than the screen", async ({ dashboard, page }) => {
  await dashboard.overview.goto();
  // Injected after hydration and outside React's tree, so a late render cannot remove it.
  await page.waitForLoadState("networkidle");
  // A wide element inside a scrolling box, as the old tables were: the check must fail.
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.style.overflowX = "auto";
    box.innerHTML = '<table style="min-width:760px"><tr><td>Status</td><td style="padding-left:600px">Revoke</td></tr></table>';
    document.body.append(box);
  });
  await expect(expectNothingClipped(page, "wide table")).rejects.toThrow(/cut off/);
});
