// The suite's `test`: every spec imports `test` and `expect` from here, not from
// @playwright/test. Each test gets its own client address (so per-address limits count only
// its own requests), and asks for what else it needs: a customer signed up for it alone, the
// dashboard signed in as that customer, an API key, another browser, a webhook receiver.
// Nothing is shared between tests, so they run in parallel in any order.
import { type APIRequestContext, test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type { Role } from "@/lib/access/roles";
import { closeAccounts } from "./close-account";
import { newCustomerDetails, signInThroughApi, signUpThroughApi, type Customer } from "./customers";
import { accountsOfRunningTest, isDeployedProject, NEEDS_LOCAL_SERVER, requireLocalServer } from "./deployed";
import { addMember } from "./members";
import { assertNoPageErrors, watchPageErrors } from "./page-errors";
import { Dashboard, type KeyPreset } from "./pages";
import { createApiKey } from "./seed-account";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

export { expect } from "@playwright/test";
export type { Customer } from "./customers";

let addressesGiven = 0;

/**
 * A client address no other test of this run uses (the e2e server trusts one proxy hop, so it
 * counts the last X-Forwarded-For entry): a documentation-range IPv6 /64 per worker and test,
 * since the limiter counts IPv6 clients by /64. Counters live under a prefix of this run's own.
 */
export function freshClientAddress(workerIndex: number): string {
  addressesGiven += 1;
  return `2001:db8:${workerIndex.toString(16)}:${addressesGiven.toString(16)}::1`;
}

type TestFixtures = {
  /**
   * In the `deployed` project, skips a test tagged with one of NEEDS_LOCAL_SERVER's tags
   * (e2e/support/deployed.ts), with the tag's reason: set up before every other fixture.
   */
  skipWhereDeployed: undefined;
  /**
   * In the `deployed` project, closes every account the test signed up once it ends, passed or
   * failed (e2e/support/close-account.ts), so a deployment is left as found; fails the test if
   * one cannot be closed. Set up before the fixtures that sign up, so torn down after them.
   */
  closeAccountsMade: undefined;
  /**
   * Console errors this test expects besides the suite's own list (e2e/support/page-errors.ts),
   * e.g. a CSP violation the test provokes: `test.use({ expectedConsoleErrors: [/Refused to/] })`.
   * Any other page error or console error fails the test.
   */
  expectedConsoleErrors: RegExp[];
  /** This test's client address, sent as X-Forwarded-For by `page`, `request` and `newPage`. */
  clientAddress: string;
  /** Signs up another customer through the API (from this test's address); not signed in anywhere. */
  newCustomer: (label?: string) => Promise<Customer>;
  /** A customer of this test's own, signed up through the API. */
  customer: Customer;
  /** `page` signed in as `customer`, with a page object for each dashboard page. */
  dashboard: Dashboard;
  /** Creates an API key of `customer`'s account through the dashboard API; returns the secret. */
  newApiKey: (name?: string, preset?: KeyPreset) => Promise<string>;
  /** A page in another browser (its own cookies), from this test's address; closed after the test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A local HTTPS webhook receiver the app trusts; closed after the test. */
  webhookReceiver: WebhookReceiver;
  /**
   * Adds a member with `role` to `customer`'s account and signs them in, in another browser
   * (from this test's address): a page object for each dashboard page, and the member.
   */
  dashboardAs: (role: Role, options?: BrowserContextOptions) => Promise<Dashboard & { member: Customer }>;
};

const REQUEST_METHODS = new Set(["fetch", "get", "post", "put", "patch", "delete", "head"]);

/**
 * `request` (and every page's `page.request`, below), sending a call once more when its
 * connection is reset. Playwright's request client keeps connections alive without reading the
 * server's `Keep-Alive` header (microsoft/playwright#42698): a call made after the server's
 * keep-alive time-out can go out on a connection the server is closing, and is reset before the
 * server reads it (CI: account-closing.spec.ts, after five seconds in the browser, when the
 * server kept idle connections Node's 5 s; it keeps them 65 s since decision 0226, and this
 * stays for longer gaps).
 * Playwright's own `maxRetries` resends on a reset only (such a reset comes before the server
 * has read the request). A test that passes its own `maxRetries` keeps it.
 */
function resendingResets(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !REQUEST_METHODS.has(property) || typeof value !== "function") return value;
      return (urlOrRequest: unknown, options: Record<string, unknown> = {}) =>
        value.call(target, urlOrRequest, { maxRetries: 1, ...options });
    },
  });
}

/**
 * The same for a browser context's `request`, which its pages' `page.request` is (Playwright
 * copies it into each page as the page is made): set before the context's first page.
 */
function resendResetsIn(context: BrowserContext): BrowserContext {
  Object.defineProperty(context, "request", { value: resendingResets(context.request) });
  return context;
}

export const test = base.extend<TestFixtures>({
  skipWhereDeployed: [
    async ({}, use, testInfo) => {
      if (isDeployedProject(testInfo))
        for (const tag of testInfo.tags) if (NEEDS_LOCAL_SERVER[tag]) testInfo.skip(true, `${tag}: ${NEEDS_LOCAL_SERVER[tag]}`);
      await use(undefined);
    },
    { auto: true },
  ],
  closeAccountsMade: [
    async ({ playwright, baseURL, extraHTTPHeaders }, use, testInfo) => {
      await use(undefined);
      const owners = accountsOfRunningTest.splice(0);
      if (!isDeployedProject(testInfo)) return;
      const failures = await closeAccounts(owners, () => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
      if (failures.length > 0) throw new Error(`Accounts this test made and could not close:\n${failures.join("\n")}`);
    },
    { auto: true },
  ],
  expectedConsoleErrors: [[], { option: true }],
  // Every page of the test's own browser fails the test on an uncaught error, a hydration
  // error or a console error (newPage's browsers too, below).
  context: async ({ context, expectedConsoleErrors }, use) => {
    const watch = watchPageErrors(context, expectedConsoleErrors);
    await use(resendResetsIn(context));
    assertNoPageErrors(watch);
  },
  clientAddress: async ({}, use, testInfo) => {
    await use(freshClientAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ "X-Forwarded-For": clientAddress });
  },
  request: async ({ request }, use) => {
    await use(resendingResets(request));
  },
  newCustomer: async ({ request }, use) => {
    await use(async (label = "qa") => {
      const customer = newCustomerDetails(label);
      await signUpThroughApi(request, customer);
      return customer;
    });
  },
  customer: async ({ newCustomer }, use) => {
    await use(await newCustomer());
  },
  dashboard: async ({ page, customer }, use) => {
    await signInThroughApi(page.request, customer);
    await use(new Dashboard(page));
  },
  newApiKey: async ({ dashboard }, use) => {
    await use((name = "QA key", preset = "Full access") => createApiKey(dashboard.page, name, preset));
  },
  newPage: async ({ browser, extraHTTPHeaders, expectedConsoleErrors }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    const watches: ReturnType<typeof watchPageErrors>[] = [];
    await use(async (options = {}) => {
      const context = resendResetsIn(await browser.newContext({ extraHTTPHeaders, ...options }));
      contexts.push(context);
      watches.push(watchPageErrors(context, expectedConsoleErrors));
      return context.newPage();
    });
    for (const context of contexts) await context.close();
    for (const watch of watches) assertNoPageErrors(watch);
  },
  dashboardAs: async ({ customer, newPage }, use) => {
    await use(async (role, options) => {
      const member = await addMember(customer, role);
      const page = await newPage(options);
      await signInThroughApi(page.request, member);
      return Object.assign(new Dashboard(page), { member });
    });
  },
  webhookReceiver: async ({}, use) => {
    requireLocalServer("A webhook receiver on this machine");
    const receiver = await startWebhookReceiver();
    await use(receiver);
    await receiver.close();
  },
});
