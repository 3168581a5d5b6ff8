import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { saveScreenshot, signUpNewCustomer } from "./support/dashboard";

async function signIn(page: Page, email: string, password: string, path = "/sign-in") {
  await page.goto(path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("sign out, a wrong password is refused, the right one signs back in", async ({ page }) => {
  const { email, password } = await signUpNewCustomer(page, "auth");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("status")).toHaveText("You have been signed out.");
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

test("sign-up refuses a taken e-mail, a short and a weak password with the reason inline", async ({ page, browser }) => {
  const { email } = await signUpNewCustomer(page, "taken");
  const other = await freshPage(browser);
  await other.goto("/sign-up");
  await other.getByLabel("E-mail").fill(email);
  await other.getByLabel("Password").fill("short");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText("Use at least 8 characters")).toBeVisible();
  await other.getByLabel("Password").fill("12345678");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText(/too easy to guess\. This is a heavily used password/)).toBeVisible();
  await other.getByLabel("Password").fill("long-enough-password");
  await other.getByRole("button", { name: "Create account" }).click();
  await expect(other.getByText("already exists")).toBeVisible();
  await expect(other).toHaveURL(/\/sign-up$/);
});

test("a cookie kept after sign-out no longer works", async ({ page, browser }) => {
  await signUpNewCustomer(page, "stolen");
  const cookies = await page.context().cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const thief = await browser.newContext();
  await thief.addCookies(cookies);
  const thiefPage = await thief.newPage();
  await thiefPage.goto("/overview");
  await expect(thiefPage).toHaveURL(/\/sign-in/);
  const api = await thiefPage.request.get("/api/dashboard/overview");
  expect(api.status()).toBe(401);
});

test("a password change signs out the other browsers; sign out everywhere ends this one too", async ({ page, browser }) => {
  const { email, password } = await signUpNewCustomer(page, "everywhere");
  const phone = await freshPage(browser);
  await signIn(phone, email, password);
  await expect(phone).toHaveURL(/\/overview$/);

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("orchid-basalt-tundra-8");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct")).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill("password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await page.getByLabel("New password").fill("orchid-basalt-tundra-8");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Password changed. Other sessions have been signed out.");
  await saveScreenshot(page, "account");

  await phone.goto("/overview");
  await expect(phone).toHaveURL(/\/sign-in/);
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/overview$/);

  await signIn(phone, email, "orchid-basalt-tundra-8");
  await expect(phone).toHaveURL(/\/overview$/);
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("status")).toHaveText("You have been signed out.");
  await phone.goto("/overview");
  await expect(phone).toHaveURL(/\/sign-in/);
});

test("after 10 wrong passwords the account is throttled with the wait shown, even for the right one", async ({ page, browser }) => {
  const { email, password } = await signUpNewCustomer(page, "brute");
  const attacker = await freshPage(browser);
  // The form's own alert (Next's route announcer is an alert too).
  const formAlert = attacker.locator("form").getByRole("alert");
  for (let guess = 1; guess <= 10; guess++) {
    await signIn(attacker, email, `wrong-guess-${guess}`);
    await expect(formAlert).toHaveText("That e-mail and password do not match an account.");
  }
  await signIn(attacker, email, "wrong-guess-11");
  await expect(formAlert).toHaveText(/^Too many sign-in attempts for this e-mail\. Try again in \d+ minutes?\.$/);
  await signIn(attacker, email, password);
  await expect(formAlert).toHaveText(/^Too many sign-in attempts/);
  await expect(attacker).toHaveURL(/\/sign-in/);
});

for (const [name, callbackUrl] of [
  ["backslash", "%2F%5Cevil.example"],
  ["tab", "%2F%09%2Fevil.example"],
  ["newline", "%2F%0A%2Fevil.example"],
  ["absolute", "https%3A%2F%2Fevil.example%2F"],
]) {
  test(`a ${name} callbackUrl after sign-in stays on our origin`, async ({ page, browser, baseURL }) => {
    const { email, password } = await signUpNewCustomer(page, `redirect-${name}`);
    const fresh = await freshPage(browser);
    await signIn(fresh, email, password, `/sign-in?callbackUrl=${callbackUrl}`);
    await expect(fresh).toHaveURL(`${baseURL}/overview`);
  });
}

test("a sign-up and sign-in leave no password and no session token in the server log", async ({ page }) => {
  const password = `log-check-${Date.now()}-Quartz`;
  const email = `log-${Date.now()}@example.test`;
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Log check");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  // Sign-up estimates the password's strength and hashes it, then signs in: slow on a busy machine.
  await expect(page).toHaveURL(/\/overview$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signing out lands on the sign-in page by itself; the next goto must not race it.
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/overview$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"))?.value ?? "";
  expect(token.length).toBeGreaterThan(20);

  const log = readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(password);
  expect(log).not.toContain(token.slice(0, 40));
});
