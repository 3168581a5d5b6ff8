// `npm test`: every suite, in stages. A stage's lanes run side by side, each lane's suites one
// after the other, where one lane leaves the CPU idle for another: the unit tests (which wait on
// Postgres a fifth of the time) beside the type check, the lint and then the run's one build;
// the browser suite beside the SDK's real-429 test (which mostly waits for Redis's minute to
// nearly end); the fleet, server, SDK and deployed suites (mostly waiting on servers that start
// and stop). A failed suite ends its lane, and a failed stage the run. Only the first lane's
// output goes straight through; the others' is held back and printed whole when each suite
// ends, so lines of two never mix. Ends with each suite's time.
import { spawn } from "node:child_process";
import path from "node:path";

type Suite = { name: string; script: string; args?: string[]; env?: Record<string, string> };

/** The real-429 test waits 0–52 s for Redis's minute to nearly end (tests/sdk-server/rate-limit.test.ts). */
const SDK_WAITING_FILE = "tests/sdk-server/rate-limit.test.ts";

const STAGES: Suite[][][] = [
  [
    [{ name: "unit and integration tests", script: "test:unit" }],
    [
      { name: "type check", script: "typecheck" },
      // Biome (lint and format) and the floors (dependency-cruiser): seconds.
      { name: "lint, format and floors", script: "lint" },
      // The one build of the run, type-checked above (decision 0140), while the unit tests still
      // run: `build:next`, not `build`, so the Prisma client `npm test` generated first is not
      // made again under them.
      { name: "build", script: "build:next", env: { VAS_TYPECHECKED: "1" } },
    ],
  ],
  [
    [{ name: "browser suite", script: "test:e2e", env: { E2E_SKIP_BUILD: "1" } }],
    [{ name: "SDK real-429 test", script: "test:sdk", args: [SDK_WAITING_FILE] }],
  ],
  [
    [{ name: "fleet suite", script: "test:fleet", env: { E2E_SKIP_BUILD: "1" } }],
    [{ name: "server suite", script: "test:server", env: { E2E_SKIP_BUILD: "1" } }],
    // The SDK packed and installed into a scratch project, against its own `next start` of the build.
    [{ name: "SDK suite", script: "test:sdk", args: ["--exclude", SDK_WAITING_FILE] }],
    // The browser suite's `deployed` project, from outside, against a second `next start` of the
    // build configured as a deployment (its own database, mail by SMTP): its @prod-safe and
    // @smoke tests (decision 0201).
    [{ name: "deployed browser subset", script: "test:e2e:deployed", args: ["--grep", "@prod-safe|@smoke"] }],
  ],
];

type Outcome = { name: string; code: number; seconds: number };

/** Runs `npm run -s <script>`; its output goes straight through when `streamed`, else is printed once it ends. */
function runSuite({ name, script, args = [], env }: Suite, streamed: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn("npm", ["run", "-s", script, ...(args.length > 0 ? ["--", ...args] : [])], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, ...env },
    stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (!streamed && held.length > 0) process.stdout.write(Buffer.concat([Buffer.from(`\n▶ ${name}\n`), ...held]));
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** A lane's suites one after the other, up to the first that fails. */
async function runLane(lane: Suite[], streamed: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const suite of lane) {
    const outcome = await runSuite(suite, streamed);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
  }
  return outcomes;
}

const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of STAGES) {
  const results = (await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)))).flat();
  outcomes.push(...results);
  if (results.some((result) => result.code !== 0)) break;
}

console.log("\nnpm test:");
for (const { name, code, seconds } of outcomes)
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
console.log(`  ${"in all".padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
