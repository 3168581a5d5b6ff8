// Security headers on pages and API answers of the production build, and a dashboard that
// works under its Content-Security-Policy: no violation while signing up, in and around.
import type { Page } from "@playwright/test";
import { newCustomerDetails } from "./support/customers";
import { expect, test } from "./support/fixtures";
import { AssistantsPage, CallsPage, SignInPage, SignUpPage } from "./support/pages";

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** Every CSP violation the page reports, from the DOM event and from the console. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Refused to load: CSP violation of ${event.violatedDirective} by ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test("a page carries a nonce-based CSP and the common headers; each request gets a new nonce", {
  tag: ["@smoke", "@security", "@prod-safe"],
}, async ({ request }) => {
  const [first, second] = [await request.get("/sign-in"), await request.get("/sign-in")];
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject(COMMON);
    const policy = response.headers()["content-security-policy"];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    // Next.js put the nonce on its own scripts.
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  }
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)![1];
  expect(nonceOf(first.headers()["content-security-policy"])).not.toBe(nonceOf(second.headers()["content-security-policy"]));
  // Served over plain http: no HSTS.
  expect(first.headers()["strict-transport-security"]).toBeUndefined();
});

test("API answers carry the common headers and a policy that lets nothing load; HSTS behind https", { tag: "@security" }, async ({
  request,
}) => {
  for (const path of ["/api/v1/assistants", "/api/v1/openapi.json", "/api/health", "/api/dashboard/overview"]) {
    const response = await request.get(path);
    expect(response.headers(), path).toMatchObject(COMMON);
    expect(response.headers()["content-security-policy"], path).toContain("default-src 'none'; frame-ancestors 'none'");
  }
  const behindTls = await request.get("/api/v1/openapi.json", { headers: { "X-Forwarded-Proto": "https" } });
  expect(behindTls.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  const page = await request.get("/sign-in", { headers: { "X-Forwarded-Proto": "https" } });
  expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
});

test("no CSP violation while signing up, signing in and visiting every dashboard page", { tag: "@security" }, async ({ page }) => {
  const violations = recordViolations(page);
  // Signs up through the form: the sign-up page is under the policy too.
  const { email, password } = newCustomerDetails("csp");
  await new SignUpPage(page).signUp({ name: "CSP check", email, password });
  for (const path of ["/overview", "/assistants", "/calls", "/plan", "/api-keys", "/webhooks", "/api-reference"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Client-side work under the policy: create an assistant and run a test call.
  await new AssistantsPage(page).create("Reception");
  await new CallsPage(page).runTestCall();
  await page.goto("/overview");
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signing out lands on the sign-in page by itself; a goto here would race that navigation.
  await expect(page).toHaveURL(/\/sign-in/);
  await new SignInPage(page).submit(email, password);
  await expect(page).toHaveURL(/\/overview$/);
  // The usage meter's widths are inline style attributes: still applied.
  expect(violations).toEqual([]);
});
