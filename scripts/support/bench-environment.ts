// What every benchmark against `next start` needs: a fresh migrated database (dropped at the
// end), the Upstash REST emulator in front of the machine's Redis, and the server's settings.
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { buildNext, startNextServer, type NextServer } from "./next-server";
import { startUpstashEmulator, type UpstashEmulator } from "./upstash-emulator";

export const BENCH_NEXTAUTH_SECRET = "bench-only-secret-not-for-production-use";

export type BenchEnvironment = {
  database: TestDatabase;
  upstash: UpstashEmulator;
  /** The server's settings; `accountId` gets limits it cannot reach, so nothing is refused. */
  serverEnv: (accountId: string) => Record<string, string>;
  close: () => Promise<void>;
};

/** Points this process's DATABASE_URL at the new database, so domain functions seed it. */
export async function startBenchEnvironment(label: string): Promise<BenchEnvironment> {
  const database = await createTestDatabase(label);
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  process.env.DATABASE_URL = database.url;
  return {
    database,
    upstash,
    serverEnv: (accountId) => ({
      DATABASE_URL: database.url,
      UPSTASH_REDIS_REST_URL: upstash.url,
      UPSTASH_REDIS_REST_TOKEN: upstash.token,
      RATE_LIMIT_PREFIX: `vas:bench:${database.name}`,
      RATE_LIMIT_OVERRIDES: `${accountId}=100000000/1000000000`,
      NEXTAUTH_SECRET: BENCH_NEXTAUTH_SECRET,
    }),
    async close() {
      await upstash.stop();
      const { disconnectDb } = await import("@/lib/db");
      await disconnectDb();
      await database.drop();
    },
  };
}

/**
 * Runs a benchmark in a fresh environment and removes it, and every server started through
 * `startServer` (built first unless BENCH_SKIP_BUILD), whatever happened.
 */
export async function withBenchEnvironment(
  label: string,
  server: { port: number; distDir: string },
  run: (bench: { startServer: (env: Record<string, string>) => Promise<NextServer> }) => Promise<void>,
): Promise<void> {
  const bench = await startBenchEnvironment(label);
  const started: NextServer[] = [];
  try {
    await run({
      startServer: async (env) => {
        // Another server already there would answer the readiness check and be measured instead.
        if (
          await fetch(`http://127.0.0.1:${server.port}`).then(
            () => true,
            () => false,
          )
        ) {
          throw new Error(`port ${server.port} is taken; set BENCH_PORT to another`);
        }
        const serverEnv = { ...bench.serverEnv(""), ...env };
        buildNext({ ...server, env: serverEnv });
        const next = await startNextServer({ ...server, env: serverEnv });
        started.push(next);
        return next;
      },
    });
  } finally {
    for (const next of started) await next.stop();
    await bench.close();
  }
}

/**
 * A Professional account with an `assistants:read` key and 20 assistants (a full first page),
 * and the RATE_LIMIT_OVERRIDES entry that puts its limits out of reach: a benchmark measures
 * latency, not 429s.
 */
export async function createBenchCustomer(name: string): Promise<{ accountId: string; secret: string; rateLimitOverride: string }> {
  const { createAccount } = await import("@/lib/accounts/create-account");
  const { createApiKey } = await import("@/lib/api-keys/create-api-key");
  const { createAssistant } = await import("@/lib/assistants/create-assistant");
  const { createAssistantSchema } = await import("@/lib/schemas/assistant");
  const account = await createAccount({ name, tier: "PROFESSIONAL" });
  const { secret } = await createApiKey(account.id, { name: "bench", permissions: ["assistants:read"] });
  for (let i = 0; i < 20; i++) {
    await createAssistant(
      account.id,
      createAssistantSchema.parse({
        name: `Bench ${i}`,
        language: "en-US",
        voiceId: "elevenlabs-rachel",
        businessWebsite: "https://example.com",
      }),
    );
  }
  return { accountId: account.id, secret, rateLimitOverride: `${account.id}=100000000/1000000000` };
}
