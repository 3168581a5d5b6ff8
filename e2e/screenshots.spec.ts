// Screenshot tests: every dashboard page at desktop and phone width, in the light and the dark
// theme, compared with the baselines in e2e/screenshots.spec.ts-snapshots/. A layout change
// shows up in review as a changed PNG. After an intended change, update them with
//   E2E_PORT=3600 npx playwright test e2e/screenshots.spec.ts --update-snapshots
// and look at every changed PNG before committing it.
//
// What makes them repeatable: the demo account's seeded data (one account, seeded once per
// run's database), the browser's clock fixed (page.clock), animations and the caret off,
// system fonts only (app/globals.css loads no web font), and everything that differs between
// runs masked: ids, key prefixes, dates, client addresses, and the overview's usage figures
// and charts (the server counts them from the real clock's month; Postgres keeps real time).
import { execFileSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DASHBOARD_PAGES } from "./support/dashboard";
import { NEEDS_LOCAL_SERVER, TARGETS_DEPLOYMENT } from "./support/deployed";
import { E2E_BASE_URL } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";
import { signInThroughApi } from "./support/customers";
import { VIEWPORTS, type ViewportName } from "./support/page-checks";
import { createAssistant, dashboardApi, runTestCall } from "./support/seed-account";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Seeded = { storageState: StorageState; callId: string };

const root = path.resolve(import.meta.dirname, "..");
/** The browser's clock: a fixed instant, so nothing the page computes from "now" moves. */
const FIXED_NOW = new Date("2026-11-20T15:00:00Z");
/** One client address for the demo's sign-in: the audit log shows it (masked all the same). */
const DEMO_ADDRESS = "2001:db8:33::1";
const THEMES = ["light", "dark"] as const;
/**
 * The picture's height at most: the whole page up to this, so a table's rows below the fold are
 * in it, without megabytes of the long documentation pages (the baselines live in git).
 */
const MAX_HEIGHT: Record<ViewportName, number> = { desktop: 1600, phone: 2400 };

/** Everything that differs between runs: ids and keys (IdText), dates (DateText), and what is marked volatile. */
const VOLATILE = "[data-volatile], time";

/** What one page shows that the server counts from the real clock or from this run's requests. */
function pageMasks(page: Page, name: string) {
  if (name === "overview") {
    // The usage figures, the recent calls' order and both charts follow the real month.
    const cardBody = (heading: string) =>
      page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
        .locator(":scope > div");
    return [
      page.locator("[data-testid^=requests-left]"),
      cardBody("Usage this month"),
      cardBody("Recent calls"),
      cardBody("Minutes per day"),
      cardBody("Minutes per assistant"),
    ];
  }
  // Values made at random when the demo is seeded or a key is created: the assistants'
  // phone lines, key prefixes and expiry instants in the audit summaries, a call's
  // generated transcript and summary, and the call's id under its title.
  const randomLines = page.getByText(/^\+1555\d{7}$/);
  if (name === "audit-log") {
    return [
      page.locator("tbody td:last-child"),
      page.locator("tbody li").filter({ hasText: /prefix: |At: \d|phoneNumber: / }),
      // A key's target names it with its prefix: "Deploy pipeline (vk_live_pcG7Qx…)".
      page.locator("tbody button").filter({ hasText: /\(vk_[^)]+…\)/ }),
    ];
  }
  if (name === "call-detail") {
    return [
      randomLines,
      page.getByText(/^call_[0-9a-z]{26}$/),
      page.getByRole("list", { name: "Transcript" }),
      page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Summary" }) })
        .locator("p"),
    ];
  }
  return [];
}

/** Where this run's seeded session is kept: named after the run's own database. */
function seedFile(): string {
  return path.join(os.tmpdir(), `vas-screenshots-${(process.env.E2E_DATABASE_URL ?? "").split("/").pop()}.json`);
}

/**
 * Seeds the demo account and signs it in, once per run's database: every sign-in adds an
 * audit entry and the keys below are new ones each time, so a second pass (a retried test in a
 * new worker) would change the pictures. The session is kept in a file for that case.
 */
async function seedOnce(browser: Browser): Promise<Seeded> {
  const file = seedFile();
  // Another worker (--repeat-each, a retry) may be seeding: the first to create the lock
  // seeds, the others wait for its file.
  try {
    closeSync(openSync(`${file}.lock`, "wx"));
  } catch {
    await expect.poll(() => existsSync(file), { timeout: 120_000 }).toBe(true);
  }
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Seeded;
  const database = process.env.E2E_DATABASE_URL ?? "";
  const output = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["e2e/support/seed-demo-cli.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database, NEXTAUTH_SECRET: "e2e-only-secret-not-for-production", MAIL_TRANSPORT: "outbox" },
    encoding: "utf8",
  });
  const { signIns } = JSON.parse(output.trim().split("\n").pop() ?? "") as { signIns: { email: string; password: string }[] };
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": DEMO_ADDRESS } });
  const page = await context.newPage();
  await signInThroughApi(page.request, { name: "Demo User", ...signIns[0] });
  // What the demo lacks for these pages: API keys and a pending invitation.
  await dashboardApi(page, "POST", "/api-keys", { name: "Production server", permissions: ["assistants:read", "calls:read"] });
  await dashboardApi(page, "POST", "/api-keys", {
    name: "Reporting job with a rather long name",
    permissions: ["calls:read", "usage:read", "events:read"],
  });
  // A full-access key: its seven permissions show as one preset's name.
  await dashboardApi(page, "POST", "/api-keys", {
    name: "Deploy pipeline",
    permissions: ["assistants:read", "assistants:write", "calls:read", "usage:read", "events:read", "webhooks:write", "logs:read"],
  });
  await dashboardApi(page, "POST", "/invitations", { email: "new.colleague.with.a.long.address@example.com", role: "developer" });
  const calls = await dashboardApi<{ data: { id: string }[] }>(page, "GET", "/calls?limit=1");
  const seeded = { storageState: await context.storageState(), callId: calls.data[0].id };
  await context.close();
  writeFileSync(file, JSON.stringify(seeded));
  return seeded;
}

// Seeded by the CLI into the server's database: not against a deployment (and not its
// beforeAll either, which a skip in each test would still run).
test.skip(TARGETS_DEPLOYMENT, `@needs-database: ${NEEDS_LOCAL_SERVER["@needs-database"]}`);

let seeded: Seeded;
test.beforeAll(async ({ browser }) => {
  seeded = await seedOnce(browser);
});

const PAGES = [
  ...DASHBOARD_PAGES.map(({ path: address, name }) => ({ path: () => address, name })),
  { path: (callId: string) => `/calls/${callId}`, name: "call-detail" },
];

/**
 * Counts the page's requests in flight, so `open` can wait for the network to be quiet for a
 * short while: Playwright's "networkidle" waits for 500 ms of quiet, on each of the 52 pages.
 */
function trackRequests(page: Page): { quietFor: (ms: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    quietFor: (ms) => expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= ms, { intervals: [50], timeout: 15_000 }).toBe(true),
  };
}

async function open(page: Page, network: ReturnType<typeof trackRequests>, address: string): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
  // The dashboard's queries have answered (they start once the page is hydrated).
  await network.quietFor(150);
  await page.evaluate(() => document.fonts.ready);
}

const SCREENSHOT_CSS = path.join(root, "e2e/support/screenshot.css");

/** Pictures the page as it is now, at the viewport's width, against `name`'s baseline. */
async function expectPicture(page: Page, name: string, viewport: ViewportName, theme: string): Promise<void> {
  // Measured with the picture's own stylesheet on: without it a date keeps its natural width, and
  // a server-made time with more characters ("10:05 PM" against "9:29 PM") could wrap a column
  // and make the page taller than the picture, which then failed on its height by the hour.
  await page.addStyleTag({ path: SCREENSHOT_CSS });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await expect.soft(page).toHaveScreenshot(`${name}-${viewport}-${theme}.png`, {
    fullPage: true,
    clip: { x: 0, y: 0, width: VIEWPORTS[viewport].width, height: Math.min(height, MAX_HEIGHT[viewport]) },
    mask: [page.locator(VOLATILE), ...pageMasks(page, name)],
    animations: "disabled",
    caret: "hide",
    stylePath: SCREENSHOT_CSS,
  });
}

// One browser context per theme and half of the pages (four tests, for two workers): the
// context, the session cookie and the app's JavaScript (in the context's HTTP cache) are set up
// once, not once per picture, and each page is loaded once and pictured at both widths (the
// viewport resized in between; the layout is CSS, so the phone picture is the same as a page
// loaded at 390 px: the baselines show it). Each picture is a step with a soft assertion, so one
// changed page does not hide the others' results.
const HALVES = [PAGES.slice(0, Math.ceil(PAGES.length / 2)), PAGES.slice(Math.ceil(PAGES.length / 2))];
for (const theme of THEMES) {
  test.describe(() => {
    test.use({ viewport: VIEWPORTS.desktop, colorScheme: theme });
    for (const pages of HALVES) {
      test(`${theme}: ${pages.map((entry) => entry.name).join(", ")}`, { tag: "@needs-database" }, async ({ page, context }) => {
        test.setTimeout(180_000);
        await context.addCookies(seeded.storageState.cookies);
        await context.addCookies([{ name: "theme", value: theme, url: E2E_BASE_URL }]);
        const network = trackRequests(page);
        for (const { path: address, name } of pages) {
          await test.step(name, async () => {
            await page.setViewportSize(VIEWPORTS.desktop);
            await open(page, network, address(seeded.callId));
            await expectPicture(page, name, "desktop", theme);
            await page.setViewportSize(VIEWPORTS.phone);
            await expectPicture(page, name, "phone", theme);
          });
        }
      });
    }
  });
}

// States the page pictures above do not reach, each pictured alone (the part of the page that
// shows it) at the width where it went wrong, in both themes: the usage meter's 80/90 % marks
// and their labels (an account on a plan with included minutes, none used yet: the demo's
// usage follows the real month and is masked above), an endpoint whose last deliveries failed,
// and an opened API-log entry on a phone. A fresh account of the test's own, not the demo's: the
// failures would change the demo's pages.
test("states: the usage meter's marks, a failing endpoint, an opened API-log entry on a phone", {
  tag: ["@needs-database", "@needs-local-receiver"],
}, async ({ dashboard, page, context, webhookReceiver: receiver, newApiKey, request }) => {
  test.setTimeout(240_000);
  // The server counts "this month" by its real clock (the browser's is fixed): the call below
  // and the pictures taken after it must fall in one month, so within two minutes of a UTC
  // month's end this waits for the next one.
  const now = new Date();
  const untilNextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime();
  if (untilNextMonth < 120_000) await page.waitForTimeout(untilNextMonth + 1_000);
  await dashboardApi(page, "PUT", "/plan", { tier: "STARTER" });
  receiver.respond((_request, response) => response.writeHead(500, { "Content-Type": "text/plain" }).end("down"));
  await dashboard.webhooks.connect(receiver.url("/down"));
  // A test call of 850 minutes, 85 % of the plan's 1,000: its three events and the 80 % usage
  // alert, each answered 500 (test events would not count as failures in a row).
  const assistant = await createAssistant(page, "Front desk");
  await runTestCall(page, assistant.id, "completed", 850 * 60);
  await expect.poll(() => receiver.requests.length).toBe(4);
  const key = await newApiKey("Pictured key", "Full access");
  const rejected = await request.post("/api/v1/assistants", {
    headers: { Authorization: `Bearer ${key}` },
    data: { name: "Front desk", language: "klingon", voiceId: "elevenlabs-rachel", greeting: "Hello! ".repeat(12).trim() },
  });
  expect(rejected.status()).toBe(400);

  const network = trackRequests(page);
  const section = (heading: string) => page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
  const picture = (locator: ReturnType<Page["locator"]>, name: string, mask: ReturnType<Page["locator"]>[] = []) =>
    expect.soft(locator).toHaveScreenshot(`${name}.png`, {
      mask: [page.locator(VOLATILE), ...mask],
      animations: "disabled",
      caret: "hide",
      stylePath: SCREENSHOT_CSS,
    });
  for (const theme of THEMES) {
    await test.step(theme, async () => {
      await context.addCookies([{ name: "theme", value: theme, url: E2E_BASE_URL }]);
      await page.emulateMedia({ colorScheme: theme });

      await page.setViewportSize(VIEWPORTS.desktop);
      await open(page, network, "/overview");
      await expect(page.getByRole("meter", { name: "Minutes used" })).toBeVisible();
      await picture(section("Usage this month").last(), `state-usage-meter-desktop-${theme}`);

      await page.setViewportSize(VIEWPORTS.phone);
      await open(page, network, "/webhooks");
      await expect(page.getByText("4 failed deliveries in a row")).toBeVisible();
      await picture(section("Endpoint").last(), `state-failing-endpoint-phone-${theme}`, [
        page.getByTestId("webhook-url"),
        page.getByLabel("Webhook URL"),
      ]);

      await open(page, network, "/api-logs");
      await page.locator('[data-testid^="request-log-req_"][data-status="400"]').getByRole("button").first().click();
      const detail = page.getByTestId("request-log-detail");
      await expect(detail).toBeInViewport();
      // What differs per run: the time, request id, duration, key prefix, client address and
      // browser (the facts' 1st, 2nd and 5th to 8th values), the answer (it carries the request
      // id) and the command (it carries the server's port).
      await picture(detail, `state-api-log-entry-phone-${theme}`, [
        ...[1, 2, 5, 6, 7, 8].map((fact) => detail.locator(`dl > div:nth-child(${fact}) > dd`)),
        page.getByTestId("request-log-response-body"),
        page.getByTestId("request-log-curl"),
      ]);
    });
  }
});
