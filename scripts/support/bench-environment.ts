// What every benchmark against `next start` needs: a fresh migrated database (dropped at the
// end), the Upstash REST emulator in front of the machine's Redis, and the server's settings.
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
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
      const { db } = await import("@/lib/db");
      await db.$disconnect();
      await database.drop();
    },
  };
}
