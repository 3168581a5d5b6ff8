// Issue 18's team flow in two browsers: an owner invites a developer, who accepts from the
// dev outbox, signs in, creates a key, and finds no member controls and no plan change; the
// owner removes the developer, whose open session is refused on its next click; the audit log
// shows each step with its actor.
import { E2E_BASE_URL } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";
import { linkIn, readMail } from "./support/mail";
import { newCustomerDetails } from "./support/customers";
import { expectNoSeriousA11yViolations, expectNothingClipped, VIEWPORTS } from "./support/page-checks";
import { Dashboard, InvitePage, SignInPage } from "./support/pages";

test("an owner invites a developer, who joins, works within the role, and is shut out on removal", { tag: "@security" }, async ({
  dashboard,
  customer,
  newPage,
}) => {
  const developer = newCustomerDetails("developer");
  const owner = dashboard.team;

  await owner.goto();
  await expect(owner.heading).toHaveText("Team");
  await expect(owner.member(customer.email)).toContainText("Owner");
  await owner.invite(developer.email, "Developer");
  await expect(owner.invitation(developer.email)).toContainText(customer.email);

  // The developer, in a browser of their own, opens the link from the e-mail at phone width.
  const link = linkIn(await readMail(developer.email, / invited you to /));
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const developerPage = await newPage({ viewport: VIEWPORTS.phone });
  const invite = new InvitePage(developerPage);
  await invite.goto(link);
  await expect(invite.summary).toContainText(developer.email);
  await expect(invite.summary).toContainText("Developer");
  await expect(invite.summary).toContainText(customer.email);
  await expectNoSeriousA11yViolations(developerPage, "invite");
  await expectNothingClipped(developerPage, "invite at phone width");
  await invite.accept("Dana Developer", developer.password);
  await expect(developerPage.getByRole("status").filter({ hasText: "You have joined the account" })).toBeVisible();
  await expect(developerPage.getByLabel("E-mail")).toHaveValue(developer.email);
  await new SignInPage(developerPage).submit(developer.email, developer.password);
  await expect(developerPage).toHaveURL(/\/overview$/, { timeout: 15_000 });

  // The link works once.
  await invite.goto(link);
  await expect(developerPage.getByRole("alert").filter({ hasText: "already been accepted" })).toBeVisible();

  // Within the role: a key, yes; member controls and the plan, no.
  await developerPage.setViewportSize(VIEWPORTS.desktop);
  const developerDashboard = new Dashboard(developerPage);
  await developerDashboard.apiKeys.create("Developer's key", "Full access");
  await developerDashboard.team.goto();
  await expect(developerDashboard.team.member(developer.email)).toContainText("Developer");
  await expect(developerDashboard.team.inviteForm).toHaveCount(0);
  await expect(developerPage.getByTestId("team-read-only")).toContainText("only admins and owners");
  await expect(developerDashboard.team.roleSelect(customer.email)).toHaveCount(0);
  await expect(developerDashboard.team.member(customer.email).getByRole("button")).toHaveCount(0);
  await expectNoSeriousA11yViolations(developerPage, "team as a developer");
  await developerDashboard.plan.goto();
  await expect(developerPage.getByRole("button", { name: /^Switch to / }).first()).toBeDisabled();
  const plan = await developerPage.request.put("/api/dashboard/plan", { data: { tier: "STARTER" }, headers: { Origin: E2E_BASE_URL } });
  expect(plan.status()).toBe(403);
  expect((await plan.json()).error.message).toContain("owner role");

  // The owner sees the new member and removes them.
  await owner.goto();
  await expect(owner.member(developer.email)).toContainText("Dana Developer");
  await expect(owner.roleSelect(developer.email)).toHaveValue("developer");
  await owner.page.setViewportSize(VIEWPORTS.phone);
  await expectNothingClipped(owner.page, "team at phone width");
  await owner.page.setViewportSize(VIEWPORTS.desktop);
  await owner.remove(developer.email);

  // The developer's open page: the next click is refused and lands on sign-in.
  await developerDashboard.nav().getByRole("link", { name: "API keys" }).click();
  await expect(developerPage).toHaveURL(/\/sign-in/);

  // The audit log shows each step with its actor.
  const auditLog = dashboard.auditLog;
  await auditLog.goto();
  for (const [action, actor] of [
    ["invitation.sent", customer.email],
    ["invitation.accepted", developer.email],
    ["user.signed_in", developer.email],
    ["api_key.created", developer.email],
    ["member.removed", customer.email],
  ] as const) {
    await expect(auditLog.entriesOf(action).filter({ hasText: actor }).first(), `${action} by ${actor}`).toBeVisible();
  }
  await expect(auditLog.entriesOf("member.removed")).toContainText(developer.email);
});
