// Playwright global setup: a fresh migrated database, one production build, `next start`.
// Returns the teardown. Set E2E_SKIP_BUILD=1 to reuse an existing .next build. Against a
// deployment (E2E_BASE_URL), only the SMTP catcher the deployment sends its mail to, and a
// teardown that closes any account the tests left open.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { startUpstashEmulator } from "../../scripts/support/upstash-emulator";
import { makeSelfSignedCertificate } from "../../tests/support/https-receiver";
import { createTestDatabase } from "../../tests/support/test-database";
import { request } from "@playwright/test";
import { startAppServer } from "./app-server";
import { closeAccounts } from "./close-account";
import { throwawayPassword } from "./customers";
import { ACCOUNTS_MADE_FILE, accountsMade, TARGETS_DEPLOYMENT } from "./deployed";
import { E2E_BASE_URL, E2E_PORT } from "./e2e-server";
import { startMailCatcher } from "./mail-catcher";

const root = path.resolve(import.meta.dirname, "../..");

/** Names of this process's environment variables whose value is a database URL. */
export function databaseUrlsInEnvironment(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(env)
    .filter(([name, value]) => name === "DATABASE_URL" || name === "E2E_DATABASE_URL" || /^postgres(ql)?:\/\//i.test(value ?? ""))
    .map(([name]) => name);
}

/**
 * A run against a deployment (E2E_BASE_URL): no build and no server of its own, and no way into
 * the deployment's database (asserted). Mail is read from an SMTP catcher started here (the
 * deployment's SMTP_URL points at its port, E2E_SMTP_PORT) unless E2E_MAIL_CATCHER_URL names one.
 */
async function setUpAgainstDeployment() {
  const held = databaseUrlsInEnvironment();
  if (held.length > 0)
    throw new Error(
      `A run against a deployment must not hold a database URL, it seeds through public routes only: unset ${held.join(", ")}.`,
    );
  console.log(`Against the deployment at ${E2E_BASE_URL}: no build, no server, no database URL in this process.`);
  const catcher = process.env.E2E_MAIL_CATCHER_URL
    ? undefined
    : await startMailCatcher({ smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2525), host: process.env.E2E_SMTP_HOST ?? "127.0.0.1" });
  if (catcher) {
    process.env.E2E_MAIL_CATCHER_URL = catcher.url;
    console.log(`SMTP catcher: port ${catcher.smtpPort} (the deployment's SMTP_URL), messages at ${catcher.url}/email`);
  } else {
    console.log(`Mail read from ${process.env.E2E_MAIL_CATCHER_URL}/email`);
  }
  // The secret the throwaway accounts' passwords are derived from (customers.ts): the workers
  // inherit it, the teardown below signs in with it, and it is never written anywhere.
  process.env.E2E_RUN_SECRET = randomBytes(32).toString("base64url");
  return async () => {
    // Each test closed its own accounts (fixtures.ts, `closeAccountsMade`); this backstop closes
    // what a test could not (its worker died, say), then fails the run naming what is still open.
    const accounts = accountsMade();
    const open = accounts.filter((account) => !account.closedAt);
    const failures = await closeAccounts(
      open.map(({ email, name }) => ({ email, name, password: throwawayPassword(email) })),
      () => request.newContext({ baseURL: E2E_BASE_URL }),
    );
    await catcher?.stop();
    console.log(
      `Accounts signed up on ${E2E_BASE_URL}: ${accounts.length} (listed in ${path.relative(root, ACCOUNTS_MADE_FILE)}); ` +
        `closed by their tests: ${accounts.length - open.length}; closed now: ${open.length - failures.length}; left open: ${failures.length}`,
    );
    if (failures.length > 0) throw new Error(`Accounts left open on ${E2E_BASE_URL}:\n${failures.join("\n")}`);
  };
}

export default async function globalSetup() {
  // The browser suite's time is counted from here (database, server start, tests), less the build.
  process.env.E2E_SUITE_STARTED_AT = String(Date.now());
  if (TARGETS_DEPLOYMENT) return setUpAgainstDeployment();
  const database = await createTestDatabase("e2e", { durable: false });
  // The webhook specs run an HTTPS receiver on 127.0.0.1 with this certificate: the app is
  // told to allow that host and to trust the certificate (both are test-only settings).
  const receiverTls = makeSelfSignedCertificate();
  process.env.E2E_RECEIVER_KEY_FILE = receiverTls.keyFile;
  process.env.E2E_RECEIVER_CERT_FILE = receiverTls.certFile;
  // Rate limits count in the machine's real Redis, through the Upstash REST emulator.
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXTAUTH_URL: E2E_BASE_URL,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-not-for-production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(E2E_PORT),
    WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
    WEBHOOK_CA_FILE: receiverTls.certFile,
    UPSTASH_REDIS_REST_URL: upstash.url,
    UPSTASH_REDIS_REST_TOKEN: upstash.token,
    RATE_LIMIT_PREFIX: `vas:e2e:${database.name}`,
    // The specs check what is counted. Past the limiter's 250 ms default, on a loaded machine
    // the local emulator is sometimes slower, and the limiter then counts in memory for 5 s
    // (its designed fallback, tested in tests/lib/rate-limit/redis-unavailable.test.ts): counts read back from Redis
    // would miss those requests.
    RATE_LIMIT_TIMEOUT_MS: "5000",
    // The tests stand behind one proxy hop: each sends its own X-Forwarded-For address
    // (e2e/support/fixtures.ts), so per-address limits count only that test's requests.
    TRUSTED_PROXY_HOPS: "1",
    // No SMTP server: mail is kept in the dev outbox, where the specs read it and /dev/mail
    // shows it (a test-only opt-in; lib/runtime/check-environment.ts warns about it).
    MAIL_TRANSPORT: "outbox",
  };
  process.env.E2E_DATABASE_URL = database.url;

  if (!process.env.E2E_SKIP_BUILD) {
    const started = performance.now();
    execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { cwd: root, env, stdio: "inherit" });
    // The summary reporter subtracts it from the suite's time; printed on its own line here too.
    process.env.E2E_BUILD_MS = String(Math.round(performance.now() - started));
    console.log(`App build: ${(Number(process.env.E2E_BUILD_MS) / 1000).toFixed(1)} s`);
  }
  // The server's output is shown as before and kept in a file, so specs can check what it
  // logged (no password, no session token).
  const serverLog = path.join(os.tmpdir(), `vas-e2e-server-${E2E_PORT}.log`);
  process.env.E2E_SERVER_LOG = serverLog;
  const server = await startAppServer({ env, port: E2E_PORT, hostname: "127.0.0.1", url: E2E_BASE_URL, logFile: serverLog });

  return async () => {
    await server.stop();
    await upstash.stop();
    await database.drop();
  };
}
