// Page objects: one per page a customer uses, holding its address, its locators and the
// clicks a flow repeats. Assertions about what a page should show stay in the specs.
import { expect, type Locator, type Page } from "@playwright/test";
import { currentTestTitle } from "./customers";
import { recordAccountMade } from "./deployed";

export type CallOutcome = "completed" | "failed" | "missed";
export type KeyPreset = "Full access" | "Read only";

/** The spec's webhook event types, in its order. */
export const WEBHOOK_EVENT_TYPES = ["call.started", "call.completed", "call.failed", "call.missed", "transcript.ready", "usage.threshold"];

/** The sign-in form. */
export class SignInPage {
  /** The form's own alert (Next's route announcer is an alert too). */
  readonly formAlert: Locator;
  constructor(readonly page: Page) {
    this.formAlert = page.locator("form").getByRole("alert");
  }
  async goto(path = "/sign-in") {
    await this.page.goto(path);
  }
  /** Fills and submits the form on the page as it is (no navigation first). */
  async submit(email: string, password: string) {
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click();
  }
  async signIn(email: string, password: string, path = "/sign-in") {
    await this.goto(path);
    await this.submit(email, password);
  }
}

/** The sign-up form. */
export class SignUpPage {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto("/sign-up");
  }
  async submit({ name, email, password }: { name?: string; email: string; password: string }) {
    if (name !== undefined) await this.page.getByLabel("Name").fill(name);
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Create account" }).click();
  }
  /** Signs up through the form and waits for the dashboard. */
  async signUp(customer: { name: string; email: string; password: string }) {
    await this.goto();
    await this.submit(customer);
    // Sign-up estimates the password's strength, hashes it and then signs in (a second hash):
    // seconds on a busy 2-core machine.
    await expect(this.page).toHaveURL(/\/overview$/, { timeout: 15_000 });
    recordAccountMade(customer, currentTestTitle());
  }
}

/** "Forgot password?": asks for the e-mail, answers the same whether or not it has an account. */
export class ForgotPasswordPage {
  /** The one answer shown after sending. */
  readonly answer: Locator;
  constructor(readonly page: Page) {
    this.answer = page.getByRole("status");
  }
  async goto() {
    await this.page.goto("/forgot-password");
  }
  async request(email: string) {
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByRole("button", { name: "Send reset link" }).click();
  }
}

/** The page a reset e-mail links to: a new password, twice. */
export class ResetPasswordPage {
  readonly heading: Locator;
  /** The form's own alert, or the page's when the link is not valid. */
  readonly alert: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.alert = page.getByRole("main").getByRole("alert");
  }
  async goto(link: string) {
    await this.page.goto(link);
  }
  async setPassword(password: string, confirmation = password) {
    await this.page.getByLabel("New password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm new password").fill(confirmation);
    await this.page.getByRole("button", { name: "Set new password" }).click();
  }
}

/** The dev outbox (`/dev/mail`): the kept e-mails, and one of them with both bodies. */
export class DevMailPage {
  readonly heading: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
  }
  async goto() {
    await this.page.goto("/dev/mail");
  }
  /** Opens the newest message to `to` from the list. */
  async open(to: string) {
    // By element: under 640 px the table's rows are stacked blocks.
    const row = this.page.locator("tbody tr").filter({ hasText: to }).first();
    await row.getByRole("link").click();
    await expect(this.page).toHaveURL(/\/dev\/mail\/mail_[0-9a-z]+$/);
  }
  /** The open message's plain-text body. */
  textBody(): Locator {
    return this.page.getByTestId("mail-text");
  }
  /** The open message's HTML body, inside its sandboxed frame. */
  htmlBody() {
    return this.page.frameLocator("iframe[title^='HTML body']");
  }
}

/** What every dashboard page shares: its address, its heading, the navigation and sign-out. */
class DashboardPage {
  readonly heading: Locator;
  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
  }
  async goto() {
    await this.page.goto(this.path);
  }
  async signOut() {
    await this.page.getByRole("button", { name: "Sign out", exact: true }).click();
    // Signing out lands on the sign-in page by itself; a goto before that would race it.
    await expect(this.page).toHaveURL(/\/sign-in/);
  }
}

export class OverviewPage extends DashboardPage {
  constructor(page: Page) {
    super(page, "/overview");
  }
}

export class AssistantsPage extends DashboardPage {
  readonly form: Locator;
  constructor(page: Page) {
    super(page, "/assistants");
    this.form = page.getByRole("form", { name: "Create assistant" });
  }
  /** Fills and submits the create form (on the page as it is). */
  async submit(name: string, voiceId = "elevenlabs-rachel", language?: string) {
    await this.form.getByLabel("Name").fill(name);
    if (language !== undefined) await this.form.getByLabel("Language").fill(language);
    await this.form.getByLabel("Voice", { exact: true }).fill(voiceId);
    await this.form.getByRole("button", { name: "Create assistant" }).click();
  }
  /** Creates an assistant through the form and waits for it in the list. */
  async create(name: string, voiceId = "elevenlabs-rachel") {
    await this.goto();
    await this.submit(name, voiceId);
    await expect(this.page.getByText(name).first()).toBeVisible();
  }
}

export class CallsPage extends DashboardPage {
  readonly testCallForm: Locator;
  readonly testCallResult: Locator;
  constructor(page: Page) {
    super(page, "/calls");
    this.testCallForm = page.getByRole("form", { name: "Run a test call" });
    this.testCallResult = page.getByTestId("test-call-result");
  }
  /** Runs a test call from the form and waits for its result (which names the outcome). */
  async runTestCall({ outcome = "completed", duration }: { outcome?: CallOutcome; duration?: number } = {}) {
    await this.goto();
    await this.page.getByLabel("Outcome").selectOption(outcome);
    if (duration !== undefined) await this.page.getByLabel("Duration (seconds)").fill(String(duration));
    await this.page.getByRole("button", { name: "Run test call" }).click();
    await expect(this.testCallResult).toBeVisible();
  }
}

export class PlanPage extends DashboardPage {
  constructor(page: Page) {
    super(page, "/plan");
  }
  confirmDialog(plan: string): Locator {
    return this.page.getByRole("alertdialog", { name: `Switch to ${plan}?` });
  }
  /** Asks to switch (opens the confirmation); returns the dialog. */
  async askToSwitch(plan: string): Promise<Locator> {
    await this.page.getByRole("button", { name: `Switch to ${plan}` }).click();
    return this.confirmDialog(plan);
  }
  async switchTo(plan: string) {
    const dialog = await this.askToSwitch(plan);
    await dialog.getByRole("button", { name: `Switch to ${plan}` }).click();
    await expect(this.page.getByText(`You are now on ${plan}`)).toBeVisible();
  }
}

export class AccountPage extends DashboardPage {
  constructor(page: Page) {
    super(page, "/account");
  }
  async changePassword(current: string, next: string) {
    await this.page.getByLabel("Current password").fill(current);
    await this.page.getByLabel("New password").fill(next);
    await this.page.getByRole("button", { name: "Change password" }).click();
  }
}

export class ApiKeysPage extends DashboardPage {
  constructor(page: Page) {
    super(page, "/api-keys");
  }
  row(name: string): Locator {
    return this.page.getByRole("row", { name: new RegExp(name) });
  }
  /** Creates a key through the form and returns the secret shown once. */
  async create(name: string, preset: KeyPreset): Promise<string> {
    await this.goto();
    await this.page.getByLabel("Name").fill(name);
    await this.page.getByLabel(preset).check();
    await this.page.getByRole("button", { name: "Create key" }).click();
    const secret = (await this.page.getByTestId("new-api-key").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^vk_live_/);
    await this.page.getByRole("button", { name: "I have stored it" }).click();
    return secret;
  }
  /** Opens the revoke confirmation of a key; returns the dialog. */
  async askToRevoke(name: string): Promise<Locator> {
    await this.row(name).getByRole("button", { name: "Revoke" }).click();
    return this.page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
  }
  async revoke(name: string) {
    await (await this.askToRevoke(name)).getByRole("button", { name: "Revoke key" }).click();
    await expect(this.row(name)).toContainText("Revoked");
  }
}

export class WebhooksPage extends DashboardPage {
  readonly deliveries: Locator;
  readonly eventTypes: Locator;
  constructor(page: Page) {
    super(page, "/webhooks");
    this.deliveries = page.getByTestId(/^delivery-/);
    this.eventTypes = page.getByRole("form", { name: "Event types" });
  }
  /** Saves the webhook URL and returns the signing secret it reveals. */
  async connect(url: string): Promise<string> {
    await this.goto();
    await this.page.getByLabel("Webhook URL").fill(url);
    await this.page.getByRole("button", { name: "Save URL" }).click();
    await expect(this.page.getByTestId("webhook-url")).toHaveText(url);
    await this.page.getByRole("button", { name: "Reveal" }).click();
    await expect(this.page.getByTestId("signing-secret")).not.toContainText("•");
    const secret = (await this.page.getByTestId("signing-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    return secret;
  }
  /** Keeps only the given event types on the endpoint (the spec's six are the choices). */
  async keepOnly(types: string[]) {
    await this.goto();
    for (const type of WEBHOOK_EVENT_TYPES) {
      const box = this.eventTypes.getByLabel(type);
      if (types.includes(type)) await box.check();
      else await box.uncheck();
    }
    await this.eventTypes.getByRole("button", { name: "Save event types" }).click();
    await expect(this.eventTypes.getByRole("status")).toHaveText("Saved");
  }
  /** Opens the newest delivery's detail; returns its region. */
  async openNewestDelivery(): Promise<Locator> {
    await this.deliveries.first().click();
    return this.page.getByRole("region", { name: "Delivery detail" });
  }
  /** The "Check a signature" form. */
  get signatureCheck(): Locator {
    return this.page.getByRole("form", { name: "Check a signature" });
  }
  /** Its result: the verdict, each rule (`[data-rule]`) and the named mistakes (`[data-mistake]`). */
  get signatureCheckResult(): Locator {
    return this.page.getByRole("region", { name: "Signature check result" });
  }
  /** Fills the form with the delivery of `eventId` (its body and headers as sent). */
  async pickDeliveryToCheck(eventId: string) {
    const select = this.signatureCheck.getByLabel("Recent delivery (optional)");
    const option = select.locator("option", { hasText: eventId });
    await expect(option).toHaveCount(1);
    await select.selectOption((await option.getAttribute("value")) ?? "");
    await expect(this.signatureCheck.getByLabel("Raw body")).toHaveValue(new RegExp(eventId));
  }
  /** Fills what is given (the rest stays as it is) and runs the check; returns the result. */
  async checkSignature(input: { body?: string; signature?: string; timestamp?: string } = {}): Promise<Locator> {
    if (input.body !== undefined) await this.signatureCheck.getByLabel("Raw body").fill(input.body);
    if (input.signature !== undefined) await this.signatureCheck.getByLabel("X-Service-Signature").fill(input.signature);
    if (input.timestamp !== undefined) await this.signatureCheck.getByLabel("X-Service-Timestamp").fill(input.timestamp);
    await this.signatureCheck.getByRole("button", { name: "Check signature" }).click();
    await expect(this.signatureCheckResult).toBeVisible();
    return this.signatureCheckResult;
  }
}

export class WebhookEventsPage extends DashboardPage {
  constructor(page: Page) {
    super(page, "/webhook-events");
  }
}

export class ApiReferencePage extends DashboardPage {
  readonly reference: Locator;
  constructor(page: Page) {
    super(page, "/api-reference");
    this.reference = page.locator(".scalar-app").first();
  }
  /** Every operation and webhook of the served OpenAPI document. */
  async operations(): Promise<{ operationId: string; summary: string }[]> {
    type Operation = { operationId: string; summary: string };
    type Document = { paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>> };
    const document = (await (await this.page.request.get("/api/v1/openapi.json")).json()) as Document;
    return [...Object.values(document.paths), ...Object.values(document.webhooks ?? {})].flatMap((item) => Object.values(item));
  }
  /**
   * The page, opened to Scalar's interactive reference with every tag opened and rendered to the
   * end: no loading state left, and a heading for every operation of the served document.
   */
  async gotoRendered() {
    const operations = await this.operations();
    // Waiting for the headings of an empty or truncated document would prove nothing.
    expect(operations.length).toBeGreaterThanOrEqual(8);
    await this.goto();
    await expect(this.page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    // The page shows a server-rendered outline; Scalar is a page of its own the link opens.
    await this.page.getByRole("link", { name: "Open the interactive reference" }).click();
    await this.page.waitForURL("**/api-reference/interactive");
    await expect(this.reference).toBeVisible({ timeout: 20_000 });
    await expect(this.page.getByRole("status").filter({ hasText: "Loading the reference" })).toHaveCount(0);
    // Only the first tag opens with the page; each other one behind its "Show More" button
    // (named "Show all Calls endpoints" and so on).
    const showMore = this.reference.getByRole("button", { name: /^Show all .+ endpoints$/ });
    await expect(showMore.first()).toBeVisible({ timeout: 20_000 });
    while ((await showMore.count()) > 0) await showMore.first().click();
    // Scalar renders the sections below the fold when the browser is idle, growing the page
    // from some 1,500 elements to 14,000. A check of the whole page waits for the last of them:
    // axe run while it grows both missed sections and took twice as long, its layout reads
    // competing with the rendering.
    for (const operation of operations) {
      await expect(
        this.reference.getByRole("heading", { name: operation.summary, exact: true }).first(),
        operation.operationId,
      ).toBeAttached({
        timeout: 30_000,
      });
    }
    // Each click scrolled its tag into view: back to the top, where a reader starts.
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
}

export class TeamPage extends DashboardPage {
  readonly inviteForm: Locator;
  constructor(page: Page) {
    super(page, "/team");
    this.inviteForm = page.getByRole("form", { name: "Invite a member" });
  }
  member(email: string): Locator {
    return this.page.getByTestId(`member-${email}`);
  }
  invitation(email: string): Locator {
    return this.page.getByTestId(`invitation-${email}`);
  }
  roleSelect(email: string): Locator {
    return this.page.getByLabel(`Role of ${email}`);
  }
  /** Invites through the form and waits for the pending invitation to be listed. */
  async invite(email: string, role: "Owner" | "Admin" | "Developer" | "Viewer") {
    await this.inviteForm.getByLabel("E-mail").fill(email);
    await this.inviteForm.getByLabel("Role").selectOption({ label: role });
    await this.inviteForm.getByRole("button", { name: "Send invitation" }).click();
    await expect(this.invitation(email)).toContainText(role);
  }
  /** Removes a member through the confirmation and waits for their row to go. */
  async remove(email: string) {
    await this.member(email).getByRole("button", { name: "Remove" }).click();
    await this.page
      .getByRole("alertdialog", { name: `Remove ${email}?` })
      .getByRole("button", { name: "Remove member" })
      .click();
    await expect(this.member(email)).toHaveCount(0);
  }
}

/** The page an invitation e-mail links to: what is offered, then a name and a password. */
export class InvitePage {
  readonly summary: Locator;
  constructor(readonly page: Page) {
    this.summary = page.getByTestId("invitation-summary");
  }
  async goto(link: string) {
    // The e-mail's link is absolute (NEXTAUTH_URL); open its path on the server under test.
    await this.page.goto(new URL(link).pathname);
  }
  /** Accepts and waits for the sign-in page that says so. */
  async accept(name: string, password: string) {
    await this.page.getByLabel("Your name").fill(name);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Join and continue to sign in" }).click();
    // Accepting hashes the password: seconds on a busy 2-core machine.
    await expect(this.page).toHaveURL(/\/sign-in\?joined=1/, { timeout: 15_000 });
  }
}

export class AuditLogPage extends DashboardPage {
  readonly entries: Locator;
  constructor(page: Page) {
    super(page, "/audit-log");
    this.entries = page.getByTestId(/^audit-/);
  }
  /** The rows of one action (`api_key.revoked`). */
  entriesOf(action: string): Locator {
    return this.page.getByTestId(`audit-${action}`);
  }
  async filterByAction(action: string) {
    await this.page.getByLabel("Action").selectOption(action);
  }
  /** Only the changes of these UTC days (YYYY-MM-DD), both included. */
  async filterByDays(from: string, to: string) {
    await this.page.getByLabel("From (UTC)").fill(from);
    await this.page.getByLabel("To (UTC)").fill(to);
  }
  async clearFilters() {
    await this.page.getByRole("button", { name: "Clear filters" }).click();
  }
  exportLink(): Locator {
    return this.page.getByRole("link", { name: "Export CSV" });
  }
}

/** The signed-in dashboard: a page object per page, all on one browser page. */
export class Dashboard {
  readonly overview: OverviewPage;
  readonly assistants: AssistantsPage;
  readonly calls: CallsPage;
  readonly plan: PlanPage;
  readonly account: AccountPage;
  readonly apiKeys: ApiKeysPage;
  readonly webhooks: WebhooksPage;
  readonly webhookEvents: WebhookEventsPage;
  readonly apiReference: ApiReferencePage;
  readonly team: TeamPage;
  readonly auditLog: AuditLogPage;
  constructor(readonly page: Page) {
    this.overview = new OverviewPage(page);
    this.assistants = new AssistantsPage(page);
    this.calls = new CallsPage(page);
    this.plan = new PlanPage(page);
    this.account = new AccountPage(page);
    this.apiKeys = new ApiKeysPage(page);
    this.webhooks = new WebhooksPage(page);
    this.webhookEvents = new WebhookEventsPage(page);
    this.apiReference = new ApiReferencePage(page);
    this.team = new TeamPage(page);
    this.auditLog = new AuditLogPage(page);
  }
  /** The desktop navigation. */
  nav(): Locator {
    return this.page.getByRole("navigation", { name: "Dashboard" });
  }
  async signOut() {
    await this.overview.signOut();
  }
}
