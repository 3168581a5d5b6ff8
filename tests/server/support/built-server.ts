// A real `next start` of the build the server suite shares (tests/server/global-setup.ts),
// on the suite's database and Upstash emulator, with its output kept for assertions.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const nextScript = path.join(root, "node_modules/next/dist/bin/next");

/** Where the suite's build is: NEXT_DIST_DIR when set (as `npm test` and the benchmarks do), else `.next`. */
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
/** The first of the suite's ports; each server or receiver in a file takes the next ones. */
export const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 3440);

export type BuiltServer = {
  base: string;
  /** Every line the server wrote to stdout and stderr so far. */
  output: string[];
  /** The server's JSON log lines so far, parsed. */
  logLines: () => Array<Record<string, unknown>>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGKILL unless already ended (cleanup after a failed test). */
  kill: () => Promise<void>;
};

async function waitUntilUp(base: string, exited: Promise<unknown>): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !ended) {
    if (
      await fetch(`${base}/api/health/live`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start at ${base} did not come up${ended ? " (it exited)" : ""}`);
}

export async function startBuiltServer({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<BuiltServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextScript, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_URL: base,
      LOG_LEVEL: "info",
      // A production build with no SMTP server: mail is kept in the outbox (a test-only opt-in).
      MAIL_TRANSPORT: "outbox",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    output.push(...lines);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  await waitUntilUp(base, exited);
  return {
    base,
    output,
    logLines: () => output.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    signal: (signal) => void child.kill(signal),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
