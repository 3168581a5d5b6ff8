// The last step of `npm install` (package.json's postinstall, through scripts/postinstall.mjs):
// what a fresh clone's first `npm run dev` would otherwise do before and beside Next's start,
// done while the newcomer is waiting on npm anyway (decision 0221): the Prisma client generated,
// and the embedded database made, migrated and seeded with the demo account in .data/pglite/.
// Each is skipped when already there; `npm run dev` still does what is missing.
import { EMBEDDED_DB_DIR, prepareEmbeddedDatabase, sizePoolForEmbeddedDatabase } from "./dev-database";
import { applyMigrations } from "./support/apply-migrations";
import { generatePrismaClient } from "./support/generate-prisma-client";

/** Migrates, then seeds once the client (generated beside the database's start and the migrations) is there. */
function migrateAndSeed(generated: Promise<void>) {
  return async (databaseUrl: string): Promise<void> => {
    await applyMigrations(databaseUrl);
    await generated;
    // The app's modules read the database's address when first used: set before they load.
    process.env.DATABASE_URL = databaseUrl;
    sizePoolForEmbeddedDatabase();
    // `npm run dev` says how webhooks are delivered; the seed's events must not say it here.
    (await import("@/lib/events/claim-inngest-warning")).claimInngestWarning();
    const [{ seedDemoAccount }, { disconnectDb }] = await Promise.all([import("./seed-demo-account"), import("@/lib/db")]);
    try {
      await seedDemoAccount();
    } finally {
      await disconnectDb();
    }
  };
}

/** Writes a line and resolves once it is out: the process exits right after, and once lost a line printed just before. */
function say(stream: NodeJS.WriteStream, line: string): Promise<void> {
  return new Promise((resolve) => stream.write(`${line}\n`, () => resolve()));
}

const started = performance.now();
try {
  const generated = generatePrismaClient({ unlessCurrent: true });
  generated.catch(() => {}); // awaited below; a failure is reported there
  const made = await prepareEmbeddedDatabase(EMBEDDED_DB_DIR, migrateAndSeed(generated));
  await generated;
  if (made) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await say(process.stdout, `▶ Embedded database made, migrated and seeded in .data/pglite/ for npm run dev (${seconds} s)`);
  }
} catch (error) {
  // Not a failed install: `npm run dev` makes whatever is missing on its first start.
  await say(
    process.stderr,
    `▶ Not prepared for npm run dev (its first start will do it): ${error instanceof Error ? error.message : error}`,
  );
}
// The app's modules may leave timers behind (the outbox's, the pool's): the work is done.
process.exit(0);
