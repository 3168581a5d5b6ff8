// Closing an account from the dashboard (decision 0192): its keys answer 401 at once, every
// member is signed out, an owner signs back in to a closed account's Account page and reopens
// it; the revoked key stays revoked. And ownership handed to another member in one step.
import { expect, test } from "./support/fixtures";
import { SignInPage } from "./support/pages";

test("an owner closes the account: its key answers 401 at once; they sign in again and reopen it", { tag: "@security" }, async ({
  customer,
  dashboard: _dashboard,
  newApiKey,
  page,
  request,
}) => {
  const key = await newApiKey("Closing key");
  const assistants = () => request.get("/api/v1/assistants", { headers: { Authorization: `Bearer ${key}` } });
  expect((await assistants()).status()).toBe(200);

  await page.goto("/account");
  const close = page.getByRole("button", { name: "Close account" });
  await expect(close).toBeDisabled();
  await page.getByLabel(/Type the account's name/).fill(customer.name);
  await close.click();
  await expect(page).toHaveURL(/\/sign-in\?closed=1$/);
  await expect(page.getByRole("status").filter({ hasText: "The account is closed" })).toBeVisible();
  expect((await assistants()).status()).toBe(401);

  // An owner signs in to a closed account: the Account page, and nothing else.
  await new SignInPage(page).submit(customer.email, customer.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("account-closed")).toContainText("Closed");
  await expect(page.getByTestId("export-account")).toHaveAttribute("href", "/api/dashboard/account/export");
  await page.goto("/api-keys");
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole("button", { name: "Reopen account" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  // What the close revoked stays revoked.
  expect((await assistants()).status()).toBe(401);
});

test("an owner makes a developer the owner and becomes an admin", { tag: "@needs-database" }, async ({ dashboard, dashboardAs, page }) => {
  const developer = await dashboardAs("developer");
  await dashboard.team.goto();
  const row = page.getByTestId(`member-${developer.member.email}`);
  await row.getByRole("button", { name: "Make owner" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Transfer ownership" }).click();
  await expect(page.getByTestId("member-role")).toHaveText("Role: Admin");
  await expect(row.getByRole("button", { name: "Make owner" })).toHaveCount(0);
});
