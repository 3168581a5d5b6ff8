// `npm run test:e2e:stress -- [--repeat N] [specs or other Playwright arguments…]`: runs the
// chosen specs (default: all) N times each (default 3) with no retries, then lists every test
// that did not pass every time, from Playwright's JSON report. Exits 1 when there is one.
// Example: npm run test:e2e:stress -- --repeat 5 e2e/auth.spec.ts --grep @security
// Builds the app first unless E2E_SKIP_BUILD=1, as the suite does.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type JsonResult = { status: "passed" | "failed" | "timedOut" | "skipped" | "interrupted" };
type JsonTest = { projectName: string; results: JsonResult[] };
type JsonSpec = { title: string; file: string; line: number; tests: JsonTest[] };
type JsonSuite = { title: string; specs?: JsonSpec[]; suites?: JsonSuite[] };
type JsonReport = { suites: JsonSuite[]; errors?: { message?: string }[] };

type Tally = { runs: number; passed: number; statuses: Map<string, number> };

function parseRepeat(args: string[]): { repeat: number; rest: string[] } {
  const index = args.indexOf("--repeat");
  if (index === -1) return { repeat: 3, rest: args };
  const repeat = Number(args[index + 1]);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error("--repeat takes a whole number of runs, such as --repeat 5");
  return { repeat, rest: [...args.slice(0, index), ...args.slice(index + 2)] };
}

/** Every test's runs, keyed by file:line › describe › title (the last result of each run counts). */
function tallyTests(suites: JsonSuite[], titles: string[] = [], tallies = new Map<string, Tally>(), topLevel = suites): Map<string, Tally> {
  for (const suite of suites) {
    // The top-level suites are the files, already named in the key; below them, describes.
    const path = suites === topLevel ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      const key = [`${spec.file}:${spec.line}`, ...path, spec.title].join(" › ");
      const tally = tallies.get(key) ?? { runs: 0, passed: 0, statuses: new Map<string, number>() };
      for (const test of spec.tests) {
        const status = test.results.at(-1)?.status ?? "skipped";
        tally.runs += 1;
        if (status === "passed") tally.passed += 1;
        else tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      }
      tallies.set(key, tally);
    }
    tallyTests(suite.suites ?? [], path, tallies, topLevel);
  }
  return tallies;
}

const { repeat, rest } = parseRepeat(process.argv.slice(2));
const reportFile = path.join(mkdtempSync(path.join(os.tmpdir(), "e2e-stress-")), "report.json");
const started = performance.now();
const run = spawnSync("npx", ["playwright", "test", "--repeat-each", String(repeat), "--retries", "0", ...rest], {
  stdio: "inherit",
  env: { ...process.env, E2E_JSON_REPORT: reportFile },
});
const minutes = ((performance.now() - started) / 60_000).toFixed(1);

let report: JsonReport;
try {
  report = JSON.parse(readFileSync(reportFile, "utf8")) as JsonReport;
} catch {
  console.error(`\nStress: Playwright wrote no JSON report (exit ${run.status}); see its output above.`);
  process.exit(1);
}
const tallies = tallyTests(report.suites);
const unsteady = [...tallies].filter(([, tally]) => tally.passed !== tally.runs && tally.statuses.get("skipped") !== tally.runs);

console.log(`\nStress: ${tallies.size} tests × ${repeat} runs in ${minutes} min.`);
for (const error of report.errors ?? []) console.log(`  run error: ${error.message?.split("\n")[0]}`);
if (unsteady.length === 0 && run.status === 0) {
  console.log("Every test passed every time.");
  process.exit(0);
}
console.log(`${unsteady.length} did not pass every time:`);
for (const [key, tally] of unsteady) {
  const how = [...tally.statuses].map(([status, count]) => `${status} ×${count}`).join(", ");
  console.log(`  ${tally.passed}/${tally.runs} passed  ${key}  (${how})`);
}
process.exit(1);
