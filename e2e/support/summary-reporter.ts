// Prints, after the list reporter's summary: how long the app build took (or that it was
// skipped), how long the browser suite took without it, and after a failure where the HTML
// report and the failures' traces are. Against a deployment, the tests it skipped, by reason.
import path from "node:path";
import { TEST_BROWSER_PATH } from "./chromium";
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export default class SummaryReporter implements Reporter {
  private config?: FullConfig;

  /** Skipped tests' titles by the reason given (the `deployed` project's skips). */
  private skipped = new Map<string, Set<string>>();

  onBegin(config: FullConfig) {
    this.config = config;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "skipped") return;
    for (const annotation of result.annotations.length > 0 ? result.annotations : test.annotations) {
      if (annotation.type !== "skip" || !annotation.description) continue;
      const titles = this.skipped.get(annotation.description) ?? new Set<string>();
      titles.add(test.titlePath().slice(2).join(" › "));
      this.skipped.set(annotation.description, titles);
    }
  }

  onEnd(result: FullResult) {
    // Nothing ran (`--list`, or the setup failed): no times to report.
    if (!process.env.E2E_SUITE_STARTED_AT) return;
    if (this.skipped.size > 0) {
      console.log("\nSkipped, with the reason:");
      for (const [reason, titles] of this.skipped) {
        console.log(`  ${reason} (${titles.size}):`);
        for (const title of titles) console.log(`    - ${title}`);
      }
    }
    if (process.env.E2E_BASE_URL) {
      console.log(
        `\nBrowser suite against ${process.env.E2E_BASE_URL}: ${seconds(Date.now() - Number(process.env.E2E_SUITE_STARTED_AT))} (${result.status}) in ${TEST_BROWSER_PATH}`,
      );
      this.printWhereToLook(result);
      return;
    }
    // global-setup.ts (in this process) records when it began and how long the build took.
    const buildMs = Number(process.env.E2E_BUILD_MS ?? 0);
    const build = process.env.E2E_SKIP_BUILD ? "skipped (E2E_SKIP_BUILD=1)" : seconds(buildMs);
    const suiteMs = Date.now() - Number(process.env.E2E_SUITE_STARTED_AT) - buildMs;
    console.log(`\nApp build: ${build}`);
    console.log(
      `Browser suite: ${seconds(suiteMs)} (${result.status}; setup, server and tests, the build excluded) in ${TEST_BROWSER_PATH}`,
    );
    this.printWhereToLook(result);
  }

  private printWhereToLook(result: FullResult) {
    if (result.status !== "passed") {
      const root = this.config?.configFile ? path.dirname(this.config.configFile) : process.cwd();
      const html = this.config?.reporter.find(([name]) => name === "html")?.[1] as { outputFolder?: string } | undefined;
      const report = path.resolve(root, html?.outputFolder ?? "playwright-report");
      const results = this.config?.projects[0]?.outputDir ?? path.resolve(root, "test-results");
      console.log(
        `HTML report: ${path.join(report, "index.html")}  (open it with: npx playwright show-report ${path.relative(process.cwd(), report) || "."})`,
      );
      console.log(`Traces and screenshots of the failed tests: ${results}  (in the report, or: npx playwright show-trace <trace.zip>)`);
    }
  }
}
