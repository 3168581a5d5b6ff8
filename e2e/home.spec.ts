import { expect, test } from "./support/fixtures";

test("the home page renders and links to sign-in", { tag: ["@smoke", "@prod-safe"] }, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Voice assistants");
  const signIn = page.getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/sign-in");
  await page.screenshot({ path: "e2e/artifacts/home.png", fullPage: true });
  await signIn.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

// biome-ignore lint/correctness/noUnusedFunctionParameters: asking for the fixture signs the customer in
test("a signed-in customer gets a way into the dashboard from the home page", async ({ dashboard, page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Open the dashboard" }).click();
  await expect(page).toHaveURL(/\/overview$/);
});
