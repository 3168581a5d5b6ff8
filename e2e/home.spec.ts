import { expect, test } from "@playwright/test";

test("the home page renders and links to sign-in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Voice assistants");
  const signIn = page.getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/sign-in");
  await page.screenshot({ path: "e2e/artifacts/home.png", fullPage: true });
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
