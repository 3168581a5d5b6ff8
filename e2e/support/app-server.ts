// Starts `next start` of the build in .next and waits until it answers: the browser suite's own
// server (e2e/support/global-setup.ts) and the deployment-like second server of
// `npm run test:e2e:deployed` (scripts/test-e2e-deployed.ts) both start theirs here.
import { spawn } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

export type AppServer = { stop: () => Promise<void> };

/**
 * `next start --port <port> --hostname <hostname>` with exactly `env`, its output kept in
 * `logFile` (specs check what the server logged) and shown as it comes unless `echo` is false;
 * resolves once `url` answers.
 */
export async function startAppServer({
  env,
  port,
  hostname,
  url,
  logFile,
  echo = true,
}: {
  env: NodeJS.ProcessEnv;
  port: number;
  hostname: string;
  url: string;
  logFile: string;
  /** Print the server's output as it comes (else it is only in `logFile`). */
  echo?: boolean;
}): Promise<AppServer> {
  const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--port", String(port), "--hostname", hostname], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  writeFileSync(logFile, "");
  const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (echo) stream.write(chunk);
    appendFileSync(logFile, chunk);
  };
  server.stdout.on("data", relay(process.stdout));
  server.stderr.on("data", relay(process.stderr));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  await Promise.race([
    waitForServer(url, 60_000),
    exited.then(() => {
      throw new Error(`next start for ${url} exited before it answered (its output: ${logFile})`);
    }),
  ]);
  return {
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
    },
  };
}
