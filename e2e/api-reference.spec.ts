// The developer pages and the app shell in a real Chromium: the API reference (Scalar, from
// the served OpenAPI document), the webhook event catalog, the 404 page and the icons, each
// checked with axe at desktop and phone sizes, with no console errors and no request that
// leaves the app's own origin. (The API reference's checks here include what
// dashboard-pages.spec.ts checks on every other page: nothing cut off.)
import type { Page } from "@playwright/test";
import { saveScreenshot } from "./support/dashboard";
import type { ApiReferencePage } from "./support/pages";
import { E2E_BASE_URL } from "./support/e2e-server";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, expectNothingClipped } from "./support/page-checks";

// Each size in one theme: axe on the rendered reference takes minutes on a loaded machine, so
// the dark theme's contrast (Scalar's colours follow the dashboard's tokens) is checked at the
// phone size instead of adding runs.
const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900, theme: "light" },
  { name: "phone", width: 390, height: 844, theme: "dark" },
] as const;

/** Console errors, failed same-origin responses and any request to another origin. */
function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== E2E_BASE_URL) problems.push(`left the origin: ${url}`);
  });
  return problems;
}

/** Visible text outside code samples (where a backtick can be legitimate). */
async function proseText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.checkVisibility() && !parent.closest("pre, code, textarea, script, style")) parts.push(node.textContent ?? "");
      }
      return parts.join(" ");
    });
}

/**
 * The rendered reference (every operation of the served document was waited for) spells out the
 * error body and the assistant's response fields, not only names them, and shows no raw markdown.
 */
async function expectEveryOperationSpelledOut({ page, reference }: ApiReferencePage): Promise<void> {
  const getAssistant = reference.locator("section", { has: page.getByRole("heading", { name: "Get an assistant", exact: true }) }).last();
  await expect(getAssistant).toContainText("Responses");
  for (const field of ["voiceId", "createdAt", "updatedAt"]) await expect(getAssistant).toContainText(field);
  expect(await proseText(page, "main")).not.toContain("`");
}

test.describe("API reference", () => {
  for (const viewport of VIEWPORTS) {
    test(`renders every operation, passes axe and nothing is cut off at ${viewport.width}x${viewport.height} in the ${viewport.theme} theme`, {
      tag: "@a11y",
    }, async ({ page, dashboard }) => {
      // axe's time grows with the DOM, and Scalar's fully rendered reference is some 14,000
      // elements (a CPU profile: most of it axe building its own tree of them, and garbage
      // collection). Rendering it all takes 13–17 s, so each size renders it once for all of its
      // checks: the content's at the desktop size, the page checks at both.
      test.setTimeout(300_000);
      // The desktop run checks every element. The phone run, in the other theme, checks the page's
      // frame, the sidebar, the introduction and the first tag's operations (a list, a create with
      // its body, a read, an update and a delete: every kind of block the others are made of,
      // with other data), and leaves out the other tags' sections: 27 s of axe became 7 s.
      const otherTags = viewport.name === "desktop" ? undefined : ".tag-section-container ~ .tag-section-container";
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: "theme", value: viewport.theme, url: E2E_BASE_URL }]);
      const problems = watchPage(page);
      // Waits for a heading of every operation and webhook in the document.
      await dashboard.apiReference.gotoRendered();
      if (viewport.name === "desktop") await expectEveryOperationSpelledOut(dashboard.apiReference);
      await expectNoSeriousA11yViolations(page, `/api-reference ${viewport.name} ${viewport.theme}`, { exclude: otherTags });
      await expectNothingClipped(page, `/api-reference ${viewport.name}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "sideways scrolling").toBeLessThanOrEqual(0);
      // The first screen: the whole reference is a 4–5 MB picture 53,000–63,000 pixels tall.
      // Its own name: dashboard-pages.spec.ts saves the server-rendered outline as api-reference-*.
      await saveScreenshot(page, `api-reference-interactive-${viewport.name}`, { fullPage: false });
      expect(problems).toEqual([]);
    });
  }
});

test.describe("Webhook events", () => {
  // The spec's six types and their data fields, written out here on purpose: the page is
  // generated from the producers' schemas, and this list is what the customer was promised.
  const SPEC_EVENTS: Record<string, string[]> = {
    "call.started": ["callId", "assistantId", "assistantName", "phoneNumber", "callerNumber", "direction", "startedAt"],
    "call.completed": ["callId", "assistantId", "duration", "endedAt", "summary"],
    "call.failed": ["callId", "assistantId", "error", "error.code", "error.message", "failedAt"],
    "call.missed": ["callId", "assistantId", "callerNumber", "reason"],
    "transcript.ready": ["callId", "assistantId", "messageCount", "duration"],
    "usage.threshold": ["threshold", "minutesUsed", "minutesIncluded", "tier"],
  };

  test("lists the six types with their fields, an example envelope, the headers and the recipe", { tag: "@webhooks" }, async ({
    page,
    dashboard,
  }) => {
    const problems = watchPage(page);
    await dashboard.overview.goto();
    await dashboard.nav().getByRole("link", { name: "Webhook events" }).click();
    await expect(page).toHaveURL(/\/webhook-events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Webhook events" })).toBeVisible();

    for (const [type, fields] of Object.entries(SPEC_EVENTS)) {
      const section = page.getByRole("region", { name: type, exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(type);
      const listed = (await section.locator("dt code").allTextContents()).map((name) => name.replace(/^data\./, ""));
      expect(listed, type).toEqual(fields);
      const example = JSON.parse((await section.locator("pre").textContent()) ?? "");
      expect(example).toMatchObject({ id: expect.stringMatching(/^evt_[0-9a-z]{26}$/), type, timestamp: expect.any(String) });
      expect(Object.keys(example.data)).toEqual(fields.filter((field) => !field.includes(".")));
    }
    for (const header of ["X-Service-Signature", "X-Service-Timestamp", "X-Service-Event-Id", "Content-Type", "User-Agent"]) {
      await expect(page.locator("dt", { hasText: header })).toBeVisible();
    }
    await expect(page.locator("#verify li")).toHaveCount(5);
    const snippets = await page.locator("#verify pre").allTextContents();
    expect(snippets[0]).toContain('from "node:crypto"');
    expect(snippets[0]).not.toMatch(/from "\.{1,2}\//);
    expect(snippets[1]).toContain("openssl dgst -sha256 -hmac");
    expect(await proseText(page, "main")).not.toContain("`");
    expect(problems).toEqual([]);
  });

  for (const viewport of VIEWPORTS) {
    test(`passes axe at ${viewport.width}x${viewport.height}`, { tag: ["@a11y", "@webhooks"] }, async ({ page, dashboard }) => {
      await page.setViewportSize(viewport);
      await dashboard.webhookEvents.goto();
      await expect(page.getByRole("heading", { level: 1, name: "Webhook events" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/webhook-events ${viewport.name}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "sideways scrolling").toBeLessThanOrEqual(0);
      await saveScreenshot(page, `webhook-events-${viewport.name}`);
    });
  }
});

test.describe("App shell", () => {
  test("icons are served and declared, so no page logs a 404 for them", { tag: ["@smoke", "@prod-safe"] }, async ({ page, request }) => {
    const icon = await request.get("/icon.svg");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");

    const problems = watchPage(page);
    for (const path of ["/", "/sign-in"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /\/icon\.svg/);
      const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      const appleIcon = await request.get(appleHref ?? "/missing");
      expect(appleIcon.status()).toBe(200);
      expect(appleIcon.headers()["content-type"]).toBe("image/png");
    }
    expect(problems).toEqual([]);
  });

  for (const viewport of VIEWPORTS) {
    test(`an unknown address gets the styled 404 page at ${viewport.width}x${viewport.height}`, { tag: "@a11y" }, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      // Styled like the dashboard: a tinted page, a bordered card, the way back a filled button.
      const colour = (selector: string, property: "backgroundColor" | "borderTopWidth") =>
        page
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element)[name], property);
      expect(await colour("body", "backgroundColor")).not.toMatch(/^(rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\))$/);
      expect(await colour("main > div", "borderTopWidth")).toBe("1px");
      const back = page.getByRole("link", { name: "Go to the dashboard" });
      expect(await back.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/^rgba\(0, 0, 0, 0\)$/);
      await expect(back).toHaveCSS("color", "rgb(255, 255, 255)");
      await expectNoSeriousA11yViolations(page, `404 ${viewport.name}`);
      await saveScreenshot(page, `not-found-${viewport.name}`);
    });
  }
});
