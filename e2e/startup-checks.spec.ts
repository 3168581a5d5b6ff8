// The production build refuses to start without the settings it cannot run without.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { STARTUP_CHECK_PORT } from "./support/e2e-server";

const root = path.resolve(import.meta.dirname, "..");

function startServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const server = spawn(
      path.join(root, "node_modules/.bin/next"),
      ["start", "--port", String(STARTUP_CHECK_PORT), "--hostname", "127.0.0.1"],
      {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => server.kill("SIGTERM"), 45_000);
    server.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("next start without NEXTAUTH_SECRET stops with a message that says what to set", {
  tag: ["@security", "@needs-server-process", "@needs-database"],
}, async () => {
  test.setTimeout(60_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete env.NEXTAUTH_SECRET;
  const { code, output } = await startServer(env);
  expect(code).toBe(1);
  expect(output).toContain("The server cannot start in production");
  expect(output).toContain("NEXTAUTH_SECRET is not set");
  expect(output).toContain("openssl rand -base64 32");
});
