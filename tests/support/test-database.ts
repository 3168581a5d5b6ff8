// A throw-away database per test run on the real Postgres server, migrated with the same
// `prisma migrate deploy` production uses, and dropped afterwards.
import pg from "pg";
import { applyMigrations } from "@/scripts/support/apply-migrations";

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
  await withAdminClient(server, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    if (!durable) await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = urlFor(server, name);
  if (migrate) await applyMigrations(url);
  return {
    name,
    url,
    drop: () => withAdminClient(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
