// `npm test`: every suite, in stages. Within a stage the suites run side by side, where one
// leaves the CPU idle for the other: the type check (one core) beside the unit tests (which
// wait on Postgres a fifth of the time), and the fleet beside the server suite (both mostly
// waiting on servers that start and stop). The browser suite has the stage to itself: it keeps
// both cores busy. A failed stage ends the run. The side suite's output is held back and
// printed whole when it ends, so lines of the two never mix. Ends with each suite's time.
import { spawn } from "node:child_process";
import path from "node:path";

type Suite = { name: string; script: string; args?: string[]; env?: Record<string, string> };

const STAGES: Suite[][] = [
  [
    { name: "unit and integration tests", script: "test:unit" },
    { name: "type check", script: "typecheck" },
    // Biome (lint and format) and the floors (dependency-cruiser): seconds, on the idle core.
    { name: "lint, format and floors", script: "lint" },
  ],
  // The build is type-checked above (decision 0140).
  [{ name: "build and browser suite", script: "test:e2e", env: { VAS_TYPECHECKED: "1" } }],
  [
    { name: "fleet suite", script: "test:fleet", env: { E2E_SKIP_BUILD: "1" } },
    { name: "server suite", script: "test:server", env: { E2E_SKIP_BUILD: "1" } },
    // The SDK packed and installed into a scratch project, against its own `next start` of the build.
    { name: "SDK suite", script: "test:sdk" },
    // The browser suite's `deployed` project, from outside, against a second `next start` of the
    // build configured as a deployment (its own database, mail by SMTP): its @prod-safe and
    // @smoke tests (decision 0201).
    { name: "deployed browser subset", script: "test:e2e:deployed", args: ["--grep", "@prod-safe|@smoke"] },
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

const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((suite, index) => runSuite(suite, index === 0)));
  outcomes.push(...results);
  if (results.some((result) => result.code !== 0)) break;
}

console.log("\nnpm test:");
for (const { name, code, seconds } of outcomes)
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
console.log(`  ${"in all".padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
