import { startUpstashEmulator } from "@/scripts/support/upstash-emulator";
import { createTestDatabase } from "./support/test-database";

type Teardown = () => Promise<void>;
// Vitest calls a global setup once per project (vitest.config.ts has two), each time from a
// fresh copy of this module; both projects must share one database and one emulator, so the
// setup is kept on the process and torn down when the last project is done.
const SHARED = Symbol.for("vas.unit-global-setup");
type Shared = { started: Promise<Teardown>; users: number };
const processState = globalThis as unknown as Record<symbol, Shared | undefined>;

// Runs once per `vitest run`: every test file shares one freshly migrated database and
// keeps to its own accounts, so files can run in parallel without stepping on each other.
export default async function setup(): Promise<Teardown> {
  const shared = (processState[SHARED] ??= { started: startServices(), users: 0 });
  shared.users += 1;
  const teardown = await shared.started;
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    processState[SHARED] = undefined;
    await teardown();
  };
}

async function startServices(): Promise<Teardown> {
  const database = await createTestDatabase("unit", { durable: false });
  process.env.DATABASE_URL = database.url;
  // Dashboard routes read next-auth session cookies; tests mint them with this secret.
  process.env.NEXTAUTH_SECRET ??= "unit-test-only-secret-not-for-production";
  // Rate limiting talks to the machine's real Redis through the Upstash REST emulator, with
  // keys of its own so parallel runs do not share counts.
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  process.env.UPSTASH_REDIS_REST_URL = upstash.url;
  process.env.UPSTASH_REDIS_REST_TOKEN = upstash.token;
  process.env.RATE_LIMIT_PREFIX = `vas:test:${database.name}`;
  // Requests made in-process (route handlers called directly) never pass the HTTP server that
  // stamps the socket's peer; they stand in for a proxy's instead, each with an address of its
  // own in X-Forwarded-For (tests/support/api-client.ts).
  process.env.TRUSTED_PROXY_HOPS ??= "1";
  // Production waits 250 ms for Redis before counting in memory. On a loaded 2-core CI
  // machine the emulator can be slower than that, and a silent fall-back would make the
  // exact-count tests flaky; the fall-back itself is tested with its own timeout.
  process.env.RATE_LIMIT_TIMEOUT_MS ??= "2000";
  return async () => {
    await upstash.stop();
    await database.drop();
  };
}
