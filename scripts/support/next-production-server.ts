// The benchmarks' app: `next build` into its own folder (so it never clobbers the e2e build),
// then `next start` on 127.0.0.1, ready once `readyPath` answers.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const next = path.join(root, "node_modules/.bin/next");

export type NextProductionServer = { base: string; stop: () => Promise<void> };

async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await fetch(url, { redirect: "manual" }).then((response) => response.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds unless BENCH_SKIP_BUILD=1 and a build exists, then starts the server. */
export async function startNextProduction({
  distDir,
  port,
  env,
  readyPath,
}: {
  distDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
  readyPath: string;
}): Promise<NextProductionServer> {
  const serverEnv = { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
  if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(root, distDir))) {
    console.log(`▶ next build into ${distDir}/ …`);
    execFileSync(next, ["build"], { cwd: root, env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  }
  const server = spawn(next, ["start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: root,
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  try {
    await waitUntilReady(`${base}${readyPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
