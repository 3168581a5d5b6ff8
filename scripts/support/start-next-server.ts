import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type NextServer = { base: string; stop: () => Promise<void> };

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

/**
 * A production server for the benchmarks: `next build` into `distDir` (skipped with
 * BENCH_SKIP_BUILD=1 when a build is there), then `next start` on 127.0.0.1:`port` with `env`,
 * resolved once `/api/health` answers.
 */
export async function startNextServer({ env, port, distDir }: { env: NodeJS.ProcessEnv; port: number; distDir: string }): Promise<NextServer> {
  const base = `http://127.0.0.1:${port}`;
  // Another server already there would answer the readiness check and be measured instead.
  if (await fetch(base).then(() => true, () => false)) throw new Error(`port ${port} is taken; set BENCH_PORT to another`);
  const serverEnv = { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
  if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(root, distDir))) {
    console.log(`▶ next build into ${distDir}/ …`);
    execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  }
  const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: root,
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  try {
    await waitForServer(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
