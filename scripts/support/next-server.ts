// Builds the app and runs `next start` for a benchmark, in its own dist folder so it never
// disturbs the e2e build.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const next = path.join(root, "node_modules/.bin/next");
/** The CLI's script, for starting it under `node` with flags NODE_OPTIONS refuses (--cpu-prof). */
const nextScript = path.join(root, "node_modules/next/dist/bin/next");

export type NextServer = { base: string; pid: number | undefined; stop: () => Promise<void> };

async function waitForServer(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function serverEnv(distDir: string, port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  // A production build with no SMTP server: mail is kept in the outbox (a test-only opt-in).
  return {
    ...process.env,
    MAIL_TRANSPORT: "outbox",
    ...env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  };
}

/** `next build` into `distDir`, skipped when BENCH_SKIP_BUILD is set and a build is there. */
export function buildNext({ distDir, port, env }: { distDir: string; port: number; env: Record<string, string> }): void {
  if (process.env.BENCH_SKIP_BUILD && existsSync(path.join(root, distDir))) return;
  console.log(`▶ next build into ${distDir}/ …`);
  execFileSync(next, ["build"], { cwd: root, env: serverEnv(distDir, port, env), stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * `next start` of the build in `distDir` on 127.0.0.1:`port` with `env`, resolved once
 * /api/health/live answers. `nodeFlags` are given to the server's `node` (e.g. `--cpu-prof`).
 */
export async function startNextServer({
  distDir,
  port,
  env,
  nodeFlags = [],
  projectDir = root,
  showLogs = false,
}: {
  distDir: string;
  port: number;
  env: Record<string, string>;
  nodeFlags?: string[];
  /** Another checkout whose build (`distDir`, relative to it) to serve: a baseline commit's. */
  projectDir?: string;
  /** The server's log lines (standard output) shown in this process's output; else only its errors (standard error). */
  showLogs?: boolean;
}): Promise<NextServer> {
  const base = `http://127.0.0.1:${port}`;
  const environment = serverEnv(distDir, port, env);
  const script = projectDir === root ? nextScript : path.join(projectDir, "node_modules/next/dist/bin/next");
  const server = spawn(process.execPath, [...nodeFlags, script, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: projectDir,
    env: environment,
    stdio: ["ignore", showLogs ? "inherit" : "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await waitForServer(`${base}/api/health/live`);
  return {
    base,
    pid: server.pid,
    stop: async () => {
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}
