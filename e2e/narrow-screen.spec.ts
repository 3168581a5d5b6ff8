import { expect, test } from "@playwright/test";
import { saveScreenshot, signUpNewCustomer } from "./support/dashboard";

test.use({ viewport: { width: 390, height: 844 } });

test("every dashboard page fits a phone-sized screen without sideways scrolling", async ({ page }) => {
  await signUpNewCustomer(page, "narrow");
  for (const path of ["/overview", "/assistants", "/calls", "/plan", "/api-keys", "/webhooks", "/api-reference"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Wide tables scroll inside their own box; the page itself must not.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
  }
  await page.goto("/overview");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await saveScreenshot(page, "narrow-webhooks");
});
