// `npm run test:clock`: the unit suite with the machine's clock set to the moments a test that
// reads the wall clock is most likely to trip over: an hour's last second, a month's last second
// (UTC), and the daylight-saving changes of two zones. One setting by name, or all in turn:
//   npm run test:clock                      every setting, one after the other
//   npm run test:clock -- month-end         one of them
//   npm run test:clock -- month-end tests/lib/usage   …and vitest's own arguments after it
// libfaketime (Debian: `apt-get install faketime`) moves the clock of every process started
// here: vitest, its workers, and the CLI, emulator and servers the tests start. Postgres and
// Redis are the machine's and keep the real time (libfaketime 0.9.10 cannot start Redis: its
// jemalloc calls clock_gettime before the library is ready). So a test that compares a time the
// database or Redis set (a column default, now(), a rate-limit reset) with the app's compares
// two clocks, and fails here; production's clocks agree to within NTP's error. The clock is not
// frozen: it starts LEAD_MS before the moment (vitest first creates and migrates the test
// database) and runs on, so the first test files run across it.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

type Setting = { name: string; at: string; tz: string; what: string };

const SETTINGS: Setting[] = [
  { name: "hour-end", at: "2026-11-25T14:59:59Z", tz: "UTC", what: "an hour's last second" },
  { name: "month-end", at: "2026-11-30T23:59:59Z", tz: "UTC", what: "a month's last second, UTC" },
  { name: "dst-berlin", at: "2026-10-25T00:59:59Z", tz: "Europe/Berlin", what: "Berlin's clocks go back (03:00 CEST → 02:00 CET)" },
  {
    name: "dst-new-york",
    at: "2027-03-14T06:59:59Z",
    tz: "America/New_York",
    what: "New York's clocks go forward (02:00 EST → 03:00 EDT)",
  },
];

/** How long before the moment the clock starts: vitest's global setup takes about this long. */
const LEAD_MS = 10_000;
// The library, found by the dynamic loader in the architecture's directory ($LIB is the loader's).
const LIBFAKETIME = "/usr/$LIB/faketime/libfaketime.so.1";

/**
 * The environment that moves a process's clock: an offset from the real time rather than a
 * fixed start, so every process started with it agrees, and monotonic clocks (timers) stay real.
 */
function fakedClock(at: string, tz: string): NodeJS.ProcessEnv {
  const seconds = Math.round((Date.parse(at) - LEAD_MS - Date.now()) / 1000);
  return {
    ...process.env,
    TZ: tz,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${seconds >= 0 ? "+" : ""}${seconds}s`,
    FAKETIME_DONT_FAKE_MONOTONIC: "1",
  };
}

function runAt(setting: Setting, vitestArgs: string[]): Promise<number> {
  console.log(`\n▶ ${setting.name}: ${setting.at} (TZ=${setting.tz}), ${setting.what}`);
  const child = spawn("npx", ["vitest", "run", ...vitestArgs], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: fakedClock(setting.at, setting.tz),
    stdio: "inherit",
  });
  return new Promise<number>((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const probe = spawnSync("node", ["-e", "process.stdout.write(String(new Date().getUTCFullYear()))"], {
  env: fakedClock("2001-06-01T12:00:00Z", "UTC"),
  encoding: "utf8",
});
if (probe.stdout !== "2001") {
  console.error("libfaketime did not move the clock of a node process: install it (Debian: apt-get install faketime).");
  process.exit(1);
}

const [first, ...rest] = process.argv.slice(2);
const chosen = SETTINGS.find((setting) => setting.name === first);
if (first && !chosen && !first.startsWith("-") && !first.includes("/")) {
  console.error(`Unknown setting "${first}"; one of: ${SETTINGS.map((setting) => setting.name).join(", ")}`);
  process.exit(2);
}
const settings = chosen ? [chosen] : SETTINGS;
const vitestArgs = chosen ? rest : process.argv.slice(2);
const outcomes: { name: string; code: number }[] = [];
for (const setting of settings) outcomes.push({ name: setting.name, code: await runAt(setting, vitestArgs) });

console.log("\nnpm run test:clock:");
for (const { name, code } of outcomes) console.log(`  ${name.padEnd(14)} ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
