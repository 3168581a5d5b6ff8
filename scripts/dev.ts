// `npm run dev`: the app with embedded defaults. With DATABASE_URL set it uses that database;
// otherwise it starts the embedded Postgres (PGlite, data in .data/), migrates and seeds it.
// What a newcomer waits for is measured by scripts/measure-first-hour.ts.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prettyLogLines } from "./support/pretty-log-lines";
import type { DemoAccount } from "./seed-demo-account";
import { EMBEDDED_DB_DIR, resolveDatabaseUrl, startEmbeddedDatabase } from "./dev-database";
import { applyMigrations } from "./support/apply-migrations";
import { findPendingMigrations } from "./support/find-pending-migrations";
import { generatePrismaClient } from "./support/generate-prisma-client";
import { devServerAddress, listensBeyondThisMachine } from "./support/dev-server-address";
import { warmFirstPages } from "./support/warm-first-pages";
import { acceptsConnections, probeAddress, waitForPort } from "./support/wait-for-port";

const root = path.resolve(import.meta.dirname, "..");
const { host, port } = devServerAddress(process.argv.slice(2), process.env);
const embedded = !process.env.DATABASE_URL;

/** A secret for next-auth that survives restarts, kept beside the embedded data. */
function devAuthSecret(): string {
  const file = path.join(root, ".data/nextauth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * `prisma migrate deploy`, unless the embedded database has applied every migration as it is
 * now. A DATABASE_URL of your own always goes through the CLI: it may carry parameters only
 * Prisma reads (`schema=`), which a plain query would not follow.
 */
async function applyPendingMigrations(databaseUrl: string): Promise<void> {
  if (embedded && (await findPendingMigrations(databaseUrl)).length === 0) return;
  await applyMigrations(databaseUrl);
}

async function main(): Promise<void> {
  // The Prisma client is generated beside the database's start and the migrations, which do
  // not use it: two processes, two cores (decision 0218). Next and the seed need both. A client
  // already made from this schema (by `npm install`, decision 0221) is kept.
  const generated = generatePrismaClient({ unlessCurrent: true });
  generated.catch(() => {}); // awaited below; a failure is reported there
  const stopDatabase = embedded ? await startEmbeddedDatabase() : async () => {};
  const databaseUrl = resolveDatabaseUrl();
  process.env.DATABASE_URL = databaseUrl;
  console.log(
    embedded
      ? `▶ Database: embedded Postgres (PGlite) at ${databaseUrl.replace(/:[^:@/]+@/, ":***@")}, data in ${path.relative(root, EMBEDDED_DB_DIR)}/`
      : "▶ Database: DATABASE_URL (your Postgres)",
  );
  try {
    await Promise.all([applyPendingMigrations(databaseUrl), generated]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopDatabase();
    process.exit(1);
  }
  process.env.NEXTAUTH_SECRET ??= devAuthSecret();
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  process.env.NEXT_TELEMETRY_DISABLED = "1";

  // Something already on the port: Next will refuse to start, and the knock below would be answered by it.
  const portTaken = await acceptsConnections(host, Number(port));
  // Next starts as soon as the schema and the client are in place: its start-up compiles the
  // instrumentation, the longest step left. The start lines and the demo account's seed follow
  // beside it (decisions 0207, 0218); its output waits in the pipe until they are printed.
  // Next keeps its colours through the pipe; the service's JSON lines are shown pretty.
  const next = spawn(path.join(root, "node_modules/.bin/next"), ["dev", "--hostname", host, "--port", port], {
    cwd: root,
    stdio: ["inherit", "pipe", "inherit"],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
  });
  const shutdown = async (code: number) => {
    next.kill("SIGTERM");
    await stopDatabase();
    process.exit(code);
  };
  next.on("exit", (code) => void shutdown(code ?? 0));
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  const exited = new AbortController();
  next.on("exit", () => exited.abort());
  const listening = portTaken ? Promise.resolve(false) : waitForPort(host, Number(port), { signal: exited.signal });
  // The pages a newcomer opens first are compiled as soon as the server listens, while the
  // demo account is seeded.
  void listening.then(async (up) => {
    if (up) await warmFirstPages(`http://${probeAddress(host).replace(/^(.*:.*)$/, "[$1]")}:${port}`);
  });

  // The Webhooks start line below says it: the seed's events must not say it again first.
  const { claimInngestWarning, INNGEST_WARNING } = await import("@/lib/events/claim-inngest-warning");
  claimInngestWarning();
  const { LIMITER_NOTICE } = await import("@/lib/rate-limit/rate-limiter");
  const limiterNotice =
    process.env.UPSTASH_REDIS_REST_URL && process.env.UPSTASH_REDIS_REST_TOKEN ? LIMITER_NOTICE.redis : LIMITER_NOTICE.memory;
  console.log(
    limiterNotice === LIMITER_NOTICE.redis ? `▶ ${limiterNotice} at ${process.env.UPSTASH_REDIS_REST_URL}` : `▶ ${limiterNotice}`,
  );
  const { inngestConfigured } = await import("@/lib/events/inngest-configured");
  const { RETRIES_NEED_INNGEST } = await import("@/lib/events/inngest-dev-command");
  console.log(
    inngestConfigured()
      ? `▶ Webhooks: delivered by Inngest (${process.env.INNGEST_DEV ? "local dev server" : "INNGEST_EVENT_KEY"}), with retries`
      : `▶ Webhooks: ${RETRIES_NEED_INNGEST}`,
  );
  const { mailTransport } = await import("@/lib/mail/mail-transport");
  console.log(
    mailTransport() === "smtp"
      ? "▶ Mail: sent through SMTP_URL"
      : `▶ Mail: not sent; kept in the dev outbox at ${process.env.NEXTAUTH_URL}/dev/mail (set SMTP_URL and MAIL_FROM to send)`,
  );
  console.log(
    listensBeyondThisMachine(host)
      ? `▶ Listening on ${host}:${port}: reachable from other machines, /dev/mail (reset and invitation links) included`
      : `▶ Listening on ${host}:${port}: this machine only (HOST=0.0.0.0 or --hostname 0.0.0.0 opens it to the network)`,
  );
  // The server says these too (on its first event without Inngest, at its first rate-limited
  // request): said once above, its copies are dropped.
  prettyLogLines(next.stdout, process.stdout, { said: [...(inngestConfigured() ? [] : [INNGEST_WARNING]), limiterNotice] });

  let demo: DemoAccount;
  try {
    const { seedDemoAccount } = await import("./seed-demo-account");
    demo = await seedDemoAccount();
  } catch (error) {
    console.error(error);
    return shutdown(1);
  }
  // Where to sign in, once the account exists and the server accepts connections: a link
  // printed earlier would not open yet.
  if (!(await listening)) return;
  const [owner, ...others] = demo.signIns;
  console.log(`▶ Sign in at http://localhost:${port}/sign-in as ${owner.email} / ${owner.password} (${owner.role})`);
  for (const other of others) console.log(`▶   or as ${other.email} / ${other.password} (${other.role}), to try the roles`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
