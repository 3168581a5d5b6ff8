import { isIP } from "node:net";
import type { CDPSession, Page } from "@playwright/test";
import { signInThroughApi } from "./support/customers";
import { TARGETS_DEPLOYMENT } from "./support/deployed";
import { E2E_BASE_URL, E2E_PORT } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";
import { Dashboard, SignInPage } from "./support/pages";

// Browsers refuse passkeys on an IP address (an RP ID must be a domain name): this spec uses the
// server under its localhost name, which the app accepts beside a loopback NEXTAUTH_URL. A
// deployment is used at its own address, which must then be a domain name.
const DEPLOYMENT_AT_AN_IP = TARGETS_DEPLOYMENT && isIP(new URL(E2E_BASE_URL).hostname.replace(/^\[|\]$/g, "")) !== 0;
const LOCALHOST_URL = TARGETS_DEPLOYMENT ? E2E_BASE_URL : `http://localhost:${E2E_PORT}`;
test.skip(
  DEPLOYMENT_AT_AN_IP,
  "passkeys need the deployment at a domain name (an RP ID cannot be an IP address), and this one is at an IP address",
);

/** Chromium's virtual authenticator (CDP): a platform passkey store with a fingerprint the test always gives. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

test("register a passkey, sign in with it alone, give it as the second factor after the password, then remove it", {
  tag: "@security",
}, async ({ customer, newPage }) => {
  const page = await newPage({ baseURL: LOCALHOST_URL });
  await signInThroughApi(page.request, customer);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const dashboard = new Dashboard(page);

  await page.goto("/account");
  await page.getByLabel("Passkey name").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // The first second factor: ten recovery codes, shown once.
  await expect(page.getByTestId("recovery-code")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  const passkeys = page.getByRole("table", { name: "Your passkeys" });
  await expect(passkeys.getByText("Work laptop")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // A passkey alone: no e-mail, no password, no second step.
  // Signing out lands on NEXTAUTH_URL's sign-in page (127.0.0.1 here): back to the localhost one.
  await dashboard.signOut();
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByText(customer.email)).toBeVisible();

  // The password alone is not enough now: the passkey is the second factor.
  await dashboard.signOut();
  await page.goto("/sign-in");
  await new SignInPage(page).submit(customer.email, customer.password);
  await expect(page).toHaveURL(/\/sign-in\/two-factor$/);
  expect((await page.request.get("/api/dashboard/overview")).status()).toBe(401);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/overview$/);

  // Removing it (confirmed at this sign-in) turns two-factor off again.
  await page.goto("/account");
  await passkeys.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await expect(page.getByText("Two-factor sign-in is off")).toBeVisible();
});
