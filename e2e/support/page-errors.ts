import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

/**
 * Console errors a passing test may see, each with why. Everything else the browser reports
 * (an uncaught exception, a React hydration error, any other console error) fails the test
 * that saw it: a page that throws is broken even when every assertion passed (issue 40: a
 * hydration error wiped the invite form while the whole suite stayed green).
 */
const EXPECTED_CONSOLE_ERRORS: readonly RegExp[] = [
  // Chromium logs every resource answered 4xx. Tests provoke them on purpose (a wrong
  // password, a viewer refused, a revoked session, a page of another tenant's id); the app
  // shows those answers in the page, where the test checks them. A 5xx is never expected.
  /^Failed to load resource: the server responded with a status of 4\d\d\b/,
];

/** What one browser context's pages reported, as lines for a failure message. */
export type PageErrorWatch = { problems: string[] };

function describeConsoleError(page: Page, message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console error on ${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`;
}

function watchPage(page: Page, watch: PageErrorWatch, expected: readonly RegExp[]): void {
  page.on("pageerror", (error) => watch.problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (expected.some((pattern) => pattern.test(message.text()))) return;
    watch.problems.push(describeConsoleError(page, message));
  });
}

/** Records every page error and unexpected console error of the context's pages, present and future. */
export function watchPageErrors(context: BrowserContext, expected: readonly RegExp[] = []): PageErrorWatch {
  const watch: PageErrorWatch = { problems: [] };
  const allowed = [...EXPECTED_CONSOLE_ERRORS, ...expected];
  for (const page of context.pages()) watchPage(page, watch, allowed);
  context.on("page", (page) => watchPage(page, watch, allowed));
  return watch;
}

/** Throws (failing the test) when the watched pages reported anything. */
export function assertNoPageErrors(watch: PageErrorWatch): void {
  if (watch.problems.length === 0) return;
  throw new Error(`The browser reported ${watch.problems.length} error(s):\n${watch.problems.map((line) => `  - ${line}`).join("\n")}`);
}
