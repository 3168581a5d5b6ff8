// `npm run test:fleet`: two `next start` instances of one build on one Postgres database and
// one Redis (through the Upstash REST emulator), behind a round-robin proxy. The build in
// .next is reused when there is one (`npm test` builds once before); else it is made here.
import { existsSync } from "node:fs";
import path from "node:path";
import { startUpstashEmulator } from "../../scripts/support/upstash-emulator";
import { buildNext, startNextServer } from "../../scripts/support/next-server";
import { makeSelfSignedCertificate } from "../support/https-receiver";
import { createTestDatabase } from "../support/test-database";
import { startRoundRobinProxy } from "./round-robin-proxy";

const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = ".next";

export default async function setup() {
  const port = Number(process.env.FLEET_PORT) || 3430;
  const database = await createTestDatabase("fleet", { durable: false });
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  // The tests read Redis's clock through the same emulator (tests/support/redis-clock.ts): the
  // rate-limit windows turn over by it, not by this process's clock.
  process.env.UPSTASH_REDIS_REST_URL = upstash.url;
  process.env.UPSTASH_REDIS_REST_TOKEN = upstash.token;
  const receiverTls = makeSelfSignedCertificate();
  const secret = process.env.NEXTAUTH_SECRET ?? "fleet-test-only-secret-not-for-production";
  const env = {
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: secret,
    UPSTASH_REDIS_REST_URL: upstash.url,
    UPSTASH_REDIS_REST_TOKEN: upstash.token,
    RATE_LIMIT_PREFIX: `vas:fleet:${database.name}`,
    TRUSTED_PROXY_HOPS: "1",
    // Exact across instances needs Redis to answer: on this loaded 2-core machine a burst can
    // take the emulator past the 250 ms default, and each instance would then count for itself
    // (documented; the unit tests wait 2 s too). The directly reached instance keeps it too.
    RATE_LIMIT_TIMEOUT_MS: "2000",
    // The test's HTTPS receiver on 127.0.0.1, with its self-signed certificate (test-only settings).
    WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
    WEBHOOK_CA_FILE: receiverTls.certFile,
    // No SMTP server: mail is kept in the dev outbox, where the tests read it (test-only).
    MAIL_TRANSPORT: "outbox",
    LOG_LEVEL: "warn",
  };

  if (process.env.E2E_SKIP_BUILD && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    console.log(`▶ fleet: reusing the build in ${DIST_DIR}/`);
  } else if (existsSync(path.join(root, DIST_DIR, "BUILD_ID")) && !process.env.FLEET_BUILD) {
    console.log(`▶ fleet: reusing the build in ${DIST_DIR}/ (FLEET_BUILD=1 builds afresh)`);
  } else {
    buildNext({ distDir: DIST_DIR, port: port + 1, env });
  }

  const instances = await Promise.all(
    // Their warnings shown (LOG_LEVEL=warn): a rate limiter counting in memory says so there.
    ["A", "B"].map(async (name, index) => ({
      name,
      server: await startNextServer({ distDir: DIST_DIR, port: port + 1 + index, env, showLogs: true }),
    })),
  );
  const proxy = await startRoundRobinProxy({ port, upstreams: instances.map(({ name, server }) => ({ name, url: server.base })) });

  // The test process works on the same database and signs sessions with the same secret.
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET = secret;
  process.env.NEXTAUTH_URL = proxy.url;
  process.env.FLEET_PROXY_URL = proxy.url;
  process.env.FLEET_A_URL = instances[0].server.base;
  process.env.FLEET_B_URL = instances[1].server.base;
  process.env.FLEET_RECEIVER_KEY_FILE = receiverTls.keyFile;
  process.env.FLEET_RECEIVER_CERT_FILE = receiverTls.certFile;
  // For a test that starts an instance of its own (reached directly, without the proxy).
  process.env.FLEET_INSTANCE_ENV = JSON.stringify(env);

  return async () => {
    await proxy.close();
    await Promise.all(instances.map(({ server }) => server.stop()));
    await upstash.stop();
    await database.drop();
  };
}
