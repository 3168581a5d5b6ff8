// A throw-away database per test run on the real Postgres server, migrated with the same
// `prisma migrate deploy` production uses, and dropped afterwards.
import { createHash } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "@/scripts/support/apply-migrations";
import { readMigrations } from "@/scripts/support/find-pending-migrations";

/** The server tests run against: DATABASE_URL when set, else the machine's own Postgres. */
export function serverUrl(): URL {
  return new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
}

function urlFor(server: URL, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(server: URL, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

const TEMPLATE_PREFIX = "vas_template_";
/** A template of another set of migrations is dropped once it is this old (another run may still be cloning it). */
const STALE_TEMPLATE_SECONDS = 3600;

/** Twelve hex digits of the migrations' names and SQL: a new or changed migration makes a new template. */
function migrationsDigest(): string {
  const hash = createHash("sha256");
  for (const { name, sql } of readMigrations()) hash.update(name).update(sql);
  return hash.digest("hex").slice(0, 12);
}

/**
 * A database migrated by `prisma migrate deploy` once per set of migrations and kept on the
 * server as a template (`vas_template_<digest>_<unix seconds>`), so each test database is a
 * copy of it: CREATE DATABASE … TEMPLATE takes a fraction of a second where the migrations
 * take 12 s (Prisma's schema engine, not the SQL: the SQL alone runs in 1.3 s), and every suite
 * of a run, and every run, starts with one. A copy is the migrated database byte for byte, its
 * `_prisma_migrations` included. Two runs that find none both make one; either serves. It is
 * marked a template only once migrated, so a run that died half-way leaves nothing that is
 * used; what it leaves, and templates of other migrations, are dropped after an hour.
 */
async function migratedTemplate(server: URL): Promise<string> {
  const prefix = `${TEMPLATE_PREFIX}${migrationsDigest()}_`;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const ready = await withAdminClient(server, async (client) => {
    const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
      `SELECT datname, datistemplate FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
    );
    for (const { datname, datistemplate } of rows) {
      const madeAt = Number(datname.split("_").at(-1));
      const current = datname.startsWith(prefix) && datistemplate;
      if (current || !(nowSeconds - madeAt > STALE_TEMPLATE_SECONDS)) continue;
      await client.query(`ALTER DATABASE "${datname}" IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
    return rows.find((row) => row.datname.startsWith(prefix) && row.datistemplate)?.datname;
  });
  if (ready) return ready;
  const name = `${prefix}${nowSeconds}`;
  await withAdminClient(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  await applyMigrations(urlFor(server, name));
  await withAdminClient(server, (client) => client.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`));
  return name;
}

/**
 * `durable: false` (the test suites') sets `synchronous_commit = off` on the database: a commit
 * returns before its WAL is flushed to disk, so a crash of the Postgres server could lose the
 * last fraction of a second of commits, which a throw-away database never needs. Nothing a
 * test can see changes (the same rows, locks, isolation and errors); the wait for the disk
 * does: 630 commits a second against 23,700 on this machine's disk (pgbench, two clients),
 * and the suites commit a great deal. Benchmarks and the fault and deploy runs keep the
 * default, as a deployment has it.
 */
export async function createTestDatabase(label: string, { migrate = true, durable = true } = {}): Promise<TestDatabase> {
  const name = `vas_${label}_${Date.now()}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  // Captured now: callers point DATABASE_URL at the new database afterwards.
  const server = serverUrl();
  const template = migrate ? await migratedTemplate(server) : undefined;
  await withAdminClient(server, async (client) => {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
    if (!durable) await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = urlFor(server, name);
  return {
    name,
    url,
    drop: () => withAdminClient(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
