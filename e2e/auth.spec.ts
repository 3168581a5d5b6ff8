import { expect, test } from "@playwright/test";
import { signUpNewCustomer } from "./support/dashboard";

test("sign out, a wrong password is refused, the right one signs back in", async ({ page }) => {
  const { email, password } = await signUpNewCustomer(page, "auth");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(`${password}-wrong`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText(email)).toBeVisible();
});

test("sign-up refuses a taken e-mail and a short password with the reason inline", async ({ page, browser }) => {
  const { email } = await signUpNewCustomer(page, "taken");
  const other = await (await browser.newContext()).newPage();
  await other.goto("/sign-up");
  await other.getByLabel("E-mail").fill(email);
  await other.getByLabel("Password").fill("short");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText("Use at least 8 characters")).toBeVisible();
  await other.getByLabel("Password").fill("long-enough-password");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText("already exists")).toBeVisible();
  await expect(other).toHaveURL(/\/sign-up$/);
});
