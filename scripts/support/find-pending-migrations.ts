import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const UNDEFINED_TABLE = "42P01";
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

/** prisma/migrations (or `migrationsDir`): each migration's folder name and SQL, in name order. */
export function readMigrations(migrationsDir = MIGRATIONS_DIR): Array<{ name: string; sql: Buffer }> {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name }) => ({ name, sql: readFileSync(path.join(migrationsDir, name, "migration.sql")) }));
}

/**
 * The migrations in prisma/migrations that the database has not applied as they are now: not
 * recorded in `_prisma_migrations` as finished, or recorded with another SQL (Prisma keeps each
 * migration.sql's SHA-256). None left means `prisma migrate deploy` has nothing to do, which the
 * database says in a few milliseconds where the Prisma CLI takes over a second to start
 * (`npm run dev`, on every start). A database without the table has every migration pending.
 */
export async function findPendingMigrations(databaseUrl: string, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  const local = readMigrations(migrationsDir).map(({ name, sql }) => ({ name, checksum: createHash("sha256").update(sql).digest("hex") }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applied = await client
      .query<{ migration_name: string; checksum: string }>(
        `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      )
      .then(({ rows }) => new Set(rows.map((row) => `${row.migration_name}/${row.checksum}`)))
      .catch((error: { code?: string }) => {
        if (error.code === UNDEFINED_TABLE) return new Set<string>();
        throw error;
      });
    return local.filter(({ name, checksum }) => !applied.has(`${name}/${checksum}`)).map(({ name }) => name);
  } finally {
    await client.end();
  }
}
