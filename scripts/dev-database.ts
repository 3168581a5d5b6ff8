// The embedded development database: PGlite (Postgres compiled to WASM) served over the
// Postgres wire protocol, so the app uses the very same Prisma adapter as in production.
import { mkdirSync } from "node:fs";
import path from "node:path";

export const EMBEDDED_DB_PORT = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
export const EMBEDDED_DB_DIR = path.resolve(import.meta.dirname, "../.data/pglite");
export const EMBEDDED_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_DB_PORT}/postgres?sslmode=disable`;

/** DATABASE_URL when set, else the embedded database's address (and a pool it can serve). */
export function resolveDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  process.env.DATABASE_POOL_MAX ??= "4";
  return EMBEDDED_DATABASE_URL;
}

/** Starts PGlite on EMBEDDED_DB_PORT with its data under .data/pglite; returns a stop function. */
export async function startEmbeddedDatabase(): Promise<() => Promise<void>> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  mkdirSync(EMBEDDED_DB_DIR, { recursive: true });
  const pglite = await PGlite.create(EMBEDDED_DB_DIR);
  // The server multiplexes connections onto the single PGlite instance and keeps a
  // transaction's statements together.
  const server = new PGLiteSocketServer({ db: pglite, port: EMBEDDED_DB_PORT, host: "127.0.0.1", maxConnections: 32 });
  await server.start();
  return async () => {
    await server.stop();
    await pglite.close();
  };
}
