import { readFileSync } from "node:fs";
import { closeAccount } from "./support/close-account";
import { signInThroughApi } from "./support/customers";
import { saveScreenshot } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { SignInPage, SignUpPage } from "./support/pages";
import { ageConfirmation } from "./support/sessions";

test("sign out, a wrong password is refused, the right one signs back in", { tag: ["@smoke", "@security", "@prod-safe"] }, async ({
  dashboard,
  customer,
  page,
}) => {
  const { email, password } = customer;
  await dashboard.overview.goto();
  await dashboard.signOut();
  await expect(page.getByRole("status")).toHaveText("You have been signed out.");
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/sign-in/);

  const signIn = new SignInPage(page);
  await signIn.submit(email, `${password}-wrong`);
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();

  await signIn.submit(email, password);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText(email)).toBeVisible();
});

test("sign-up refuses a taken e-mail, a short and a weak password with the reason inline", { tag: "@security" }, async ({
  customer,
  page,
}) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.submit({ email: customer.email, password: "short" });
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();
  await signUp.submit({ email: customer.email, password: "12345678" });
  await expect(page.getByText(/too easy to guess\. This is a heavily used password/)).toBeVisible();
  await signUp.submit({ email: customer.email, password: "long-enough-password" });
  await expect(page.getByText("already exists")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("a cookie kept after sign-out no longer works", { tag: "@security" }, async ({ dashboard, page, newPage }) => {
  await dashboard.overview.goto();
  const cookies = await page.context().cookies();
  await dashboard.signOut();

  const thiefPage = await newPage();
  await thiefPage.context().addCookies(cookies);
  await thiefPage.goto("/overview");
  await expect(thiefPage).toHaveURL(/\/sign-in/);
  const api = await thiefPage.request.get("/api/dashboard/overview");
  expect(api.status()).toBe(401);
});

test("a password change signs out the other browsers; sign out everywhere ends this one too", { tag: "@security" }, async ({
  dashboard,
  customer,
  page,
  newPage,
}) => {
  const { email, password } = customer;
  const phone = await newPage();
  await new SignInPage(phone).signIn(email, password);
  await expect(phone).toHaveURL(/\/overview$/);

  await dashboard.overview.goto();
  await dashboard.nav().getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  const account = dashboard.account;
  await account.changePassword("not-my-password", "orchid-basalt-tundra-8");
  await expect(page.getByText("The current password is not correct")).toBeVisible();
  await account.changePassword(password, "password");
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await account.changePassword(password, "orchid-basalt-tundra-8");
  await expect(page.getByRole("status")).toHaveText("Password changed. Other sessions have been signed out.");
  // The password the account is closed with after the test.
  customer.password = "orchid-basalt-tundra-8";
  await saveScreenshot(page, "account");

  await phone.goto("/overview");
  await expect(phone).toHaveURL(/\/sign-in/);
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/overview$/);

  await new SignInPage(phone).signIn(email, "orchid-basalt-tundra-8");
  await expect(phone).toHaveURL(/\/overview$/);
  await account.goto();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("status")).toHaveText("You have been signed out.");
  await phone.goto("/overview");
  await expect(phone).toHaveURL(/\/sign-in/);
});

test("after 10 wrong passwords the account is throttled with the wait shown, even for the right one", { tag: "@security" }, async ({
  customer,
  newPage,
  request,
}) => {
  const { email, password } = customer;
  // The owner's session, opened before the guesses: the e-mail cannot sign in for 15 minutes
  // after them, so the account is closed from here at the end (e2e/support/close-account.ts).
  await signInThroughApi(request, customer);
  const attacker = new SignInPage(await newPage());
  // One page, as a person guessing would: a refused sign-in leaves the form in place.
  await attacker.goto();
  for (let guess = 1; guess <= 10; guess++) {
    await attacker.submit(email, `wrong-guess-${guess}`);
    await expect(attacker.formAlert).toHaveText("That e-mail and password do not match an account.");
  }
  await attacker.submit(email, "wrong-guess-11");
  // The wait is what is left of the 15-minute window: seconds when it is about to roll over.
  await expect(attacker.formAlert).toHaveText(/^Too many sign-in attempts for this e-mail\. Try again in \d+ (minutes?|seconds?)\.$/);
  await attacker.submit(email, password);
  await expect(attacker.formAlert).toHaveText(/^Too many sign-in attempts/);
  await expect(attacker.page).toHaveURL(/\/sign-in/);
  await closeAccount(request, customer);
});

for (const [name, callbackUrl] of [
  ["backslash", "%2F%5Cevil.example"],
  ["tab", "%2F%09%2Fevil.example"],
  ["newline", "%2F%0A%2Fevil.example"],
  ["absolute", "https%3A%2F%2Fevil.example%2F"],
]) {
  test(`a ${name} callbackUrl after sign-in stays on our origin`, { tag: "@security" }, async ({ customer, page, baseURL }) => {
    await new SignInPage(page).signIn(customer.email, customer.password, `/sign-in?callbackUrl=${callbackUrl}`);
    await expect(page).toHaveURL(`${baseURL}/overview`);
  });
}

test("a sign-up and sign-in leave no password and no session token in the server log", {
  tag: ["@security", "@needs-server-process"],
}, async ({ page }) => {
  const password = `log-check-${Date.now()}-Quartz`;
  const email = `log-${Date.now()}-${test.info().workerIndex}@example.test`;
  await new SignUpPage(page).signUp({ name: "Log check", email, password });
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signing out lands on the sign-in page by itself; the next goto must not race it.
  await expect(page).toHaveURL(/\/sign-in/);
  await new SignInPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/overview$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"))?.value ?? "";
  expect(token.length).toBeGreaterThan(20);

  const log = readFileSync(process.env.E2E_SERVER_LOG ?? "", "utf8");
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(password);
  expect(log).not.toContain(token.slice(0, 40));
});

test("until the page's script runs, its buttons are disabled and a password form posts: a password never lands in the URL", {
  tag: "@security",
}, async ({ customer, page }) => {
  // Hold every script of the page until the form has been looked at as the server sent it.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/sign-in", { waitUntil: "commit" });
  const signIn = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(signIn).toBeDisabled();
  await expect(page.locator("form")).toHaveAttribute("method", "post");

  releaseScripts();
  await expect(signIn).toBeEnabled();
  await new SignInPage(page).submit(customer.email, customer.password);
  await expect(page).toHaveURL(/\/overview$/);
});

test("the session list shows each browser; ending the other one signs it out at its next request", { tag: "@security" }, async ({
  customer,
  dashboard,
  newPage,
  page,
}) => {
  const { email, password } = customer;
  const FIREFOX_ON_ANDROID = "Mozilla/5.0 (Android 15; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0";
  const phone = await newPage({ userAgent: FIREFOX_ON_ANDROID });
  await new SignInPage(phone).signIn(email, password);
  await expect(phone).toHaveURL(/\/overview$/);

  await dashboard.account.goto();
  const sessions = page.getByRole("table", { name: "Your sessions" });
  const thisBrowser = sessions.getByRole("row").filter({ hasText: "This browser" });
  const phoneRow = sessions.getByRole("row").filter({ hasText: "Firefox 145 on Android" });
  await expect(thisBrowser).toHaveCount(1);
  await expect(phoneRow).toHaveCount(1);

  await phoneRow.getByRole("button", { name: "End" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
  await expect(phoneRow).toHaveCount(0);
  await expect(thisBrowser).toHaveCount(1);

  await phone.goto("/overview");
  await expect(phone).toHaveURL(/\/sign-in/);
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/overview$/);
});

test("a dangerous change asks for the password again once 10 minutes have passed, then not for the next 10", {
  tag: ["@security", "@needs-database"],
}, async ({ customer, dashboard, page }) => {
  const keys = dashboard.apiKeys;
  // Just signed in: a full-access key is made without a question.
  await keys.create("first full key", "Full access");

  await ageConfirmation(customer.email, 11);
  await keys.goto();
  await page.getByLabel("Name").fill("second full key");
  await page.getByLabel("Full access").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Password").fill("not-my-password");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("That is not your password");
  await confirm.getByLabel("Password").fill(customer.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  // The refused request went again once confirmed: the key is made, its secret shown once.
  await expect(page.getByTestId("new-api-key")).toHaveText(/^vk_live_/);
  await page.getByRole("button", { name: "I have stored it" }).click();

  await keys.create("third full key", "Full access");
  await expect(keys.row("third full key")).toBeVisible();
});

test("the sign-in card stays put while its content grows below (no layout shift as the page arrives)", async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/sign-in");
    const brand = page.getByRole("link", { name: "Voice Assistant Service" });
    const before = await brand.boundingBox();
    // What a phone sees while the HTML is still arriving: the card with fewer fields, then more.
    await page.locator("form").evaluate((form) => {
      const filler = document.createElement("div");
      filler.style.height = "200px";
      form.append(filler);
    });
    expect(await brand.boundingBox()).toEqual(before);
  }
});
