// A user who forgot the password resets it from the e-mail (the dev outbox of the local server,
// the SMTP catcher of a deployment: e2e/support/mail.ts): the link works once, the new password ends the sessions the user had open, and the pages pass axe and the
// phone-width check.
import { expect, test } from "./support/fixtures";
import { isDeployedProject } from "./support/deployed";
import { linkIn, readMail } from "./support/mail";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS } from "./support/page-checks";
import { DevMailPage, ForgotPasswordPage, ResetPasswordPage, SignInPage } from "./support/pages";

const NEW_PASSWORD = "lantern-quartz-meadow-27";
const SAME_ANSWER = /^If an account exists for that e-mail, we sent a link/;
const INVALID_LINK = /^This password reset link is not valid/;

const RESET_SUBJECT = "Reset your Voice Assistant Service password";

test("a forgotten password is reset from the outbox: the other open session is refused on its next click, the link works once", {
  tag: ["@smoke", "@security"],
}, async ({ dashboard, customer, page, newPage }) => {
  // The session the user left open elsewhere, before forgetting the password.
  await dashboard.overview.goto();
  await expect(dashboard.overview.heading).toBeVisible();

  const browser = await newPage();
  await new SignInPage(browser).goto();
  await browser.getByRole("link", { name: "Forgot password?" }).click();
  await expect(browser).toHaveURL(/\/forgot-password$/);
  const forgot = new ForgotPasswordPage(browser);
  await forgot.request(customer.email);
  await expect(forgot.answer).toHaveText(SAME_ANSWER);

  // The e-mail (from the outbox table, or the SMTP catcher a deployment sends to), and on the
  // local server the same one on /dev/mail; a deployment has no /dev/mail, its HTML is checked.
  const mail = await readMail(customer.email, RESET_SUBJECT);
  const link = linkIn(mail);
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
  expect(new URL(link).origin, "the link is on the server's own public URL").toBe(new URL(page.url()).origin);
  if (isDeployedProject(test.info())) {
    expect(mail.html).toContain(`href="${link}"`);
  } else {
    const outbox = new DevMailPage(browser);
    await outbox.goto();
    await expect(outbox.heading).toHaveText("Dev mail outbox");
    await outbox.open(customer.email);
    await expect(outbox.heading).toHaveText(mail.subject);
    await expect(outbox.textBody()).toContainText(link);
    const button = outbox.htmlBody().getByRole("link", { name: "Choose a new password" });
    await expect(button).toHaveAttribute("href", link);
  }

  const reset = new ResetPasswordPage(browser);
  await reset.goto(link);
  await expect(reset.heading).toHaveText("Choose a new password");
  await expect(browser.getByText(customer.email)).toBeVisible();
  await reset.setPassword(NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(browser.getByText("The two passwords are not the same")).toBeVisible();
  await reset.setPassword("password1");
  await expect(browser.getByText(/too easy to guess/)).toBeVisible();
  await reset.setPassword(NEW_PASSWORD);
  await expect(browser).toHaveURL(/\/sign-in\?reset=1$/);
  await expect(browser.getByRole("status")).toHaveText(/^Your password has been changed and every session signed out\./);

  // The older session is over: its next click lands on sign-in.
  await dashboard.nav().getByRole("link", { name: "Assistants" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const signIn = new SignInPage(browser);
  await signIn.submit(customer.email, customer.password);
  await expect(signIn.formAlert).toHaveText("That e-mail and password do not match an account.");
  // The password the account is closed with after the test.
  customer.password = NEW_PASSWORD;
  await signIn.submit(customer.email, NEW_PASSWORD);
  await expect(browser).toHaveURL(/\/overview$/);

  // Used once: the same link is refused, and says how to get a new one.
  await reset.goto(link);
  await expect(reset.alert).toHaveText(INVALID_LINK);
  await expect(browser.getByRole("link", { name: "Request a new link" })).toBeVisible();
});

test("an e-mail without an account gets the very same answer", { tag: "@security" }, async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  await forgot.request(`nobody-${Date.now()}@example.test`);
  await expect(forgot.answer).toHaveText(SAME_ANSWER);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`forgot password, reset password and (locally) the dev outbox pass axe and fit a ${size} screen`, { tag: "@a11y" }, async ({
    customer,
    page,
  }) => {
    await page.setViewportSize(viewport);
    const check = async (label: string, options?: { exclude?: string }) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${label} (${size})`, options);
      await expectNothingClipped(page, `${label} (${size})`);
    };
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await check("/forgot-password");
    await forgot.request(customer.email);
    await expect(forgot.answer).toHaveText(SAME_ANSWER);
    await check("/forgot-password, sent");

    const link = linkIn(await readMail(customer.email, RESET_SUBJECT));
    const reset = new ResetPasswordPage(page);
    await reset.goto(link);
    await check("/reset-password");
    await reset.goto(link.replace(/[A-Za-z0-9_-]{43}$/, "A".repeat(43)));
    await expect(reset.alert).toHaveText(INVALID_LINK);
    await check("/reset-password, a forged link");

    // A deployment has no dev outbox (mail goes out by SMTP).
    if (isDeployedProject(test.info())) return;
    const outbox = new DevMailPage(page);
    await outbox.goto();
    await check("/dev/mail");
    await outbox.open(customer.email);
    // The e-mail's HTML is shown in a sandboxed frame without scripts, where axe cannot run
    // (it waits for the frame until the test times out); the page around it is checked.
    await check("/dev/mail/<id>", { exclude: "iframe" });
  });
}
