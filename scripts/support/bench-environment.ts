import { createTestDatabase } from "@/tests/support/test-database";
import { startNextServer, type NextServer } from "./start-next-server";
import { startUpstashEmulator } from "./upstash-emulator";

export type BenchEnvironment = {
  /** `next start` with the bench's database and Redis, plus `env`; stopped when the bench ends. */
  startServer: (env: Record<string, string>) => Promise<NextServer>;
};

/**
 * Runs a benchmark against a fresh database (DATABASE_URL points at it for the bench's own
 * queries) and the Upstash REST emulator in front of the machine's Redis, then removes both and
 * stops the server whatever happened.
 */
export async function withBenchEnvironment(
  label: string,
  server: { port: number; distDir: string },
  run: (bench: BenchEnvironment) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(label);
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  process.env.DATABASE_URL = database.url;
  const started: NextServer[] = [];
  try {
    await run({
      startServer: async (env) => {
        const next = await startNextServer({
          ...server,
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            UPSTASH_REDIS_REST_URL: upstash.url,
            UPSTASH_REDIS_REST_TOKEN: upstash.token,
            RATE_LIMIT_PREFIX: `vas:bench:${database.name}`,
            ...env,
          },
        });
        started.push(next);
        return next;
      },
    });
  } finally {
    for (const next of started) await next.stop();
    await upstash.stop();
    const { db } = await import("@/lib/db");
    await db.$disconnect();
    await database.drop();
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
    await createAssistant(account.id, createAssistantSchema.parse({ name: `Bench ${i}`, language: "en-US", voiceId: "elevenlabs-rachel", businessWebsite: "https://example.com" }));
  }
  return { accountId: account.id, secret, rateLimitOverride: `${account.id}=100000000/1000000000` };
}
