// `tsx scripts/measure-first-hour.ts [--dir <clone>]`: what a newcomer waits for after
// `npm install` on a fresh clone, measured in a real Chromium. Starts `npm run dev` in the
// clone (embedded database: no DATABASE_URL), then times from that start: "Sign in at"
// printed, /sign-in shown, the first signed-in page (signed in with the credentials the
// start-up log prints) and Scalar's interactive reference rendered (its first operation's
// heading). Prints each start-up line with its time (where the wait goes) and a table.
// Run it on a clone without .next/ and .data/, or it measures a warm start. Ports: PORT
// (default 3600) and EMBEDDED_DB_PORT (default 3645).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { chromium, expect } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@/e2e/support/chromium";

const { values } = parseArgs({ options: { dir: { type: "string", default: "." } } });
const dir = path.resolve(values.dir);
const port = process.env.PORT ?? "3600";
const base = `http://localhost:${port}`;
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;

/** Resolves with the printed e-mail and password once dev.ts says where to sign in. */
function watchStartUp(dev: ChildProcess): Promise<{ email: string; password: string }> {
  return new Promise((resolve, reject) => {
    dev.on("exit", (code) => reject(new Error(`npm run dev exited (${code}) before printing where to sign in`)));
    createInterface({ input: dev.stdout! }).on("line", (coloured) => {
      const line = stripVTControlCharacters(coloured);
      // The start-up lines, Next's own and its request lines (with compile times), with their time.
      if (/^\s*(▶|✓|▲|○|⚠|Error|GET |POST )/.test(line)) console.log(`${seconds().toFixed(1).padStart(6)} s  ${line.slice(0, 140)}`);
      const signIn = line.match(/Sign in at \S+ as (\S+) \/ (\S+)/);
      if (signIn) resolve({ email: signIn[1], password: signIn[2] });
    });
  });
}

async function main() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    EMBEDDED_DB_PORT: process.env.EMBEDDED_DB_PORT ?? "3645",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // A newcomer has no database of their own: the embedded one is what is measured.
  delete env.DATABASE_URL;
  console.log(`▶ npm run dev in ${dir}`);
  // Its own process group, so the end stops npm, dev.ts, next and their workers together.
  const dev = spawn("npm", ["run", "dev"], { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"], detached: true });
  const times: [string, number][] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { email, password } = await watchStartUp(dev);
    times.push(['"Sign in at" printed', seconds()]);

    const page = await browser.newPage();
    await page.goto(`${base}/sign-in`, { timeout: 300_000 });
    await expect(page.getByLabel("E-mail")).toBeVisible({ timeout: 300_000 });
    times.push(["/sign-in shown", seconds()]);

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/overview$/, { timeout: 300_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 300_000 });
    times.push(["first signed-in page (/overview) shown", seconds()]);

    const opening = seconds();
    await page.goto(`${base}/api-reference/interactive`, { timeout: 300_000 });
    await expect(page.locator(".scalar-app").getByRole("heading", { name: "List assistants", exact: true }).first()).toBeVisible({
      timeout: 400_000,
    });
    times.push(["interactive reference rendered", seconds()]);
    times.push(["  (its first open alone)", seconds() - opening]);
  } finally {
    await browser.close();
    if (dev.exitCode === null && dev.pid) {
      process.kill(-dev.pid, "SIGTERM");
      await once(dev, "exit");
    }
  }
  console.log("\n| step | seconds since `npm run dev` |\n|---|---|");
  for (const [step, at] of times) console.log(`| ${step} | ${at.toFixed(1)} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
