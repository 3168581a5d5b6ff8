// `npm run test:e2e:deployed [-- <playwright arguments>]`: the browser suite's `deployed`
// project, from outside, against a deployment it did not start.
//
// - With E2E_BASE_URL set: against that deployment (staging, production), as is. Its SMTP_URL
//   must reach the catcher this run starts (E2E_SMTP_PORT), or E2E_MAIL_CATCHER_URL names one.
// - Without: against a second `next start` of the build in .next, configured as a deployment
//   would be: its own database (created here, migrated with `prisma migrate deploy`), mail by
//   real SMTP to the run's catcher (no MAIL_TRANSPORT, so no outbox and no /dev/mail), its own
//   random NEXTAUTH_SECRET, NEXTAUTH_URL on another loopback address than the suite's own
//   server (127.0.0.2), no test-only setting. This process holds its database URL; the test
//   process it starts does not (asserted there, by e2e/support/global-setup.ts). At the end it
//   checks on that database that the run's list of accounts (e2e/support/deployed.ts) names
//   every account the server has, and that every one of them is closed (each test closes its
//   own: e2e/support/close-account.ts); it fails naming any left open.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startAppServer } from "../e2e/support/app-server";
import { accountsMade } from "../e2e/support/deployed";
import { databaseUrlsInEnvironment } from "../e2e/support/global-setup";
import { createTestDatabase } from "../tests/support/test-database";
import { startUpstashEmulator } from "./support/upstash-emulator";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);

/** Runs the `deployed` project with `env`; resolves with its exit code. */
function runPlaywright(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(path.join(root, "node_modules/.bin/playwright"), ["test", "--project=deployed", ...args], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  return new Promise((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** This environment without anything that reaches a database: what the test process gets. */
function withoutDatabaseUrls(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const held = new Set(databaseUrlsInEnvironment(env));
  return Object.fromEntries(Object.entries(env).filter(([name]) => !held.has(name))) as NodeJS.ProcessEnv;
}

async function againstLocalDeployment(): Promise<number> {
  const started = performance.now();
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("No build in .next: run `npm run build` first (this run starts the build that is there, it never builds).");
  const port = Number(process.env.DEPLOYED_PORT ?? 3250);
  const host = "127.0.0.2";
  const baseUrl = `http://${host}:${port}`;
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);

  const database = await createTestDatabase("deployed");
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  // A deployment's settings, and none of the suites' own (MAIL_TRANSPORT, WEBHOOK_ALLOWED_HOSTS,
  // WEBHOOK_CA_FILE, the E2E_ variables, a DATABASE_URL of another database).
  const inherited = Object.fromEntries(
    Object.entries(withoutDatabaseUrls(process.env)).filter(
      ([name]) => !/^(E2E_|MAIL_|SMTP_|WEBHOOK_|NEXTAUTH_|RATE_LIMIT_|TRUSTED_PROXY_HOPS|UPSTASH_|INNGEST_)/.test(name),
    ),
  );
  const serverEnv: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: database.url,
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Voice Assistant Service <no-reply@deployed.example.test>",
    UPSTASH_REDIS_REST_URL: upstash.url,
    UPSTASH_REDIS_REST_TOKEN: upstash.token,
    RATE_LIMIT_PREFIX: `vas:deployed:${database.name}`,
    // A staging server QA runs the whole suite against lets one address sign up more than
    // production's 20 accounts an hour (docs/qa.md): every test signs up its own, all from here.
    SIGN_UP_LIMIT_PER_HOUR: process.env.DEPLOYED_SIGN_UP_LIMIT_PER_HOUR ?? "1000",
    // As the suite's own server (docs/qa.md, "Redis timeout"): on a loaded 2-core machine the
    // local Upstash emulator is sometimes slower than the 250 ms default, and a request counted
    // in memory then is missing from the counts the dashboard reads back (the smoke test checks
    // "499 of 500"). A real Upstash answers well within the default.
    RATE_LIMIT_TIMEOUT_MS: "5000",
  };
  // Its log is kept in a file, as a deployment's is elsewhere: the end of it is printed after a failure.
  const serverLog = path.join(os.tmpdir(), `vas-deployed-server-${port}.log`);
  const server = await startAppServer({ env: serverEnv, port, hostname: host, url: baseUrl, logFile: serverLog, echo: false });
  console.log(
    `Deployment-like server at ${baseUrl} (database ${database.name}, mail to smtp://127.0.0.1:${smtpPort}, log in ${serverLog})`,
  );
  try {
    const testEnv = { ...withoutDatabaseUrls(process.env), E2E_BASE_URL: baseUrl, E2E_SMTP_PORT: String(smtpPort) };
    if (databaseUrlsInEnvironment(testEnv).length > 0) throw new Error("the test process would hold a database URL");
    const code = await runPlaywright(testEnv);
    if (code !== 0)
      console.log(`\nThe server's last lines (${serverLog}):\n${readFileSync(serverLog, "utf8").split("\n").slice(-40).join("\n")}`);

    // What an operator would check on staging after the run: the run's list names every account
    // the deployment has (the list the closing reads), and not one of them is left open.
    const listed = new Set(accountsMade().map((account) => account.email));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{ id: string; name: string; email: string; closed: boolean }>(
        // Every Account row, with its first member (none: an empty e-mail, which no list names).
        `SELECT DISTINCT ON (a.id) a.id, a.name, coalesce(u.email, '') AS email, a."closedAt" IS NOT NULL AS closed
           FROM "Account" a LEFT JOIN "User" u ON u."accountId" = a.id ORDER BY a.id, u."createdAt"`,
      )
      .finally(() => client.end());
    const unlisted = rows.filter((row) => !listed.has(row.email.toLowerCase()));
    const open = rows.filter((row) => !row.closed);
    console.log(
      `Accounts on the deployment: ${rows.length}; closed: ${rows.length - open.length}; left open: ${open.length}; ` +
        `in the run's list: ${listed.size}; not in it: ${unlisted.length}`,
    );
    if (unlisted.length > 0) console.error(`Accounts the run made but did not list: ${unlisted.map((row) => row.email).join(", ")}`);
    if (open.length > 0)
      console.error(`Accounts left open: ${open.map((row) => `${row.id} "${row.name}" (first member ${row.email})`).join(", ")}`);
    if (unlisted.length > 0 || open.length > 0) return code || 1;
    return code;
  } finally {
    await server.stop();
    await upstash.stop();
    await database.drop();
    console.log(`Deployed project against a second server: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.env.E2E_BASE_URL) {
  process.exitCode = await runPlaywright(process.env);
} else {
  process.exitCode = await againstLocalDeployment();
}
