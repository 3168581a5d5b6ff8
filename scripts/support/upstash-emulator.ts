// Starts the Upstash REST emulator (@humanwhocodes/upstash-redis-server) in front of a real
// Redis, so the same @upstash/redis client the app uses in production talks to this
// machine's Redis in tests and benchmarks.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePort } from "./free-port";

export type UpstashEmulator = { url: string; token: string; stop: () => Promise<void> };

export async function startUpstashEmulator({ redisUrl = "redis://127.0.0.1:6379" } = {}): Promise<UpstashEmulator> {
  // The package exports only its library entry, so its server script is found by path.
  const serverScript = path.resolve(import.meta.dirname, "../../node_modules/@humanwhocodes/upstash-redis-server/dist/server.js");
  const port = await freePort();
  const token = randomBytes(16).toString("hex");
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, URS_TOKEN: token, PORT: String(port), REDIS_URL: redisUrl },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Upstash emulator exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(url, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(["PING"]) });
      const body = (await response.json()) as { result?: unknown };
      if (body.result === "PONG") break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`Upstash emulator did not answer at ${url} (is Redis up at ${redisUrl}?) ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    token,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
