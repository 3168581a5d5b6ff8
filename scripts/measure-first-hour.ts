// `tsx scripts/measure-first-hour.ts [--dir <clone>]`: what a newcomer waits for after
// `npm install` on a fresh clone, measured in a real Chromium. Starts `npm run dev` in the
// clone (embedded database: no DATABASE_URL), then times from that start: "Sign in at"
// printed, /sign-in shown, the first signed-in page (signed in with the credentials the
// start-up log prints) and Scalar's interactive reference rendered (its first operation's
// heading). Prints each start-up line with its time (where the wait goes) and a table.
// Then Ctrl-C, and the second start to /sign-in shown, on what the first compiled.
// Run it on a clone without .next/ and .data/, or it measures a warm start. Ports: PORT
// (default 3600) and EMBEDDED_DB_PORT (default 3645).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
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

/**
 * CPU seconds used so far by `npm run dev`'s process group (npm, dev.ts, Next and its workers;
 * a finished child, such as Prisma's CLI, is counted in its parent once reaped). On a shared
 * machine the wall clock moves with the neighbours' load; this moves much less, so it says
 * whether a change made less work (Linux /proc; 0 elsewhere).
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is field 3, pgrp 5, utime..cstime 14-17.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)!.split(" ");
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100; // USER_HZ, 100 on Linux
}

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
  // Its own process group, so Ctrl-C (SIGINT to the group) stops npm, dev.ts, next and their workers together.
  const startDev = () => spawn("npm", ["run", "dev"], { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"], detached: true });
  /** Ctrl-C in the terminal: SIGINT to the whole group; resolves once npm has exited. */
  const interrupt = async (dev: ChildProcess) => {
    if (dev.exitCode !== null || !dev.pid) return;
    const exited = once(dev, "exit");
    process.kill(-dev.pid, "SIGINT");
    await exited;
  };
  console.log(`▶ npm run dev in ${dir}`);
  let dev = startDev();
  const times: [string, number, number][] = [];
  const cpu = () => (dev.pid ? groupCpuSeconds(dev.pid) : 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { email, password } = await watchStartUp(dev);
    times.push(['"Sign in at" printed', seconds(), cpu()]);

    const page = await browser.newPage();
    await page.goto(`${base}/sign-in`, { timeout: 300_000 });
    await expect(page.getByLabel("E-mail")).toBeVisible({ timeout: 300_000 });
    times.push(["/sign-in shown", seconds(), cpu()]);

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/overview$/, { timeout: 300_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 300_000 });
    times.push(["first signed-in page (/overview) shown", seconds(), cpu()]);

    const opening = seconds();
    await page.goto(`${base}/api-reference/interactive`, { timeout: 300_000 });
    await expect(page.locator(".scalar-app").getByRole("heading", { name: "List assistants", exact: true }).first()).toBeVisible({
      timeout: 400_000,
    });
    times.push(["interactive reference rendered", seconds(), cpu()]);
    times.push(["  (its first open alone)", seconds() - opening, Number.NaN]);

    // The second start, as a newcomer's next one: Ctrl-C, then `npm run dev` again, on what
    // the first one compiled. The open page goes first: reconnected, it would reload beside the
    // measured one.
    await page.close();
    const stopping = seconds();
    await interrupt(dev);
    times.push(["Ctrl-C until `npm run dev` has exited", seconds() - stopping, Number.NaN]);
    const restarting = seconds();
    dev = startDev();
    await watchStartUp(dev);
    const again = await browser.newPage();
    await again.goto(`${base}/sign-in`, { timeout: 300_000 });
    await expect(again.getByLabel("E-mail")).toBeVisible({ timeout: 300_000 });
    times.push(["second start: /sign-in shown (seconds since its `npm run dev`)", seconds() - restarting, Number.NaN]);
  } finally {
    await browser.close();
    await interrupt(dev);
  }
  console.log("\n| step | seconds since `npm run dev` | CPU seconds of its processes |\n|---|---|---|");
  for (const [step, at, used] of times) console.log(`| ${step} | ${at.toFixed(1)} | ${Number.isNaN(used) ? "" : used.toFixed(1)} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
