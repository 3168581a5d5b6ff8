// The embedded development database: PGlite (Postgres compiled to WASM) served over the
// Postgres wire protocol, so the app uses the very same Prisma adapter as in production.
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { freePort } from "./support/free-port";

export const EMBEDDED_DB_PORT = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
export const EMBEDDED_DB_DIR = path.resolve(import.meta.dirname, "../.data/pglite");
/** The embedded database's address when it listens on `port`. */
export const embeddedDatabaseUrl = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
export const EMBEDDED_DATABASE_URL = embeddedDatabaseUrl(EMBEDDED_DB_PORT);

/** Sizes the app's pool for the embedded database: one PGlite session serves every connection. */
export function sizePoolForEmbeddedDatabase(): void {
  process.env.DATABASE_POOL_MAX ??= "4";
}

/** DATABASE_URL when set, else the embedded database's address (and a pool it can serve). */
export function resolveDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  sizePoolForEmbeddedDatabase();
  return EMBEDDED_DATABASE_URL;
}

/**
 * Starts PGlite on `port` (EMBEDDED_DB_PORT) with its data in `dataDir` (.data/pglite;
 * "memory://" keeps nothing); returns a stop function.
 */
export async function startEmbeddedDatabase({ dataDir = EMBEDDED_DB_DIR, port = EMBEDDED_DB_PORT } = {}): Promise<() => Promise<void>> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  // The server multiplexes connections onto the single PGlite instance and keeps a
  // transaction's statements together; keepingQueriesWhole keeps each query's together too.
  const server = new PGLiteSocketServer({ db: keepingQueriesWhole(pglite), port, host: "127.0.0.1", maxConnections: 32 });
  await server.start();
  return async () => {
    await server.stop();
    await pglite.close();
  };
}

/**
 * Makes the embedded database in `dataDir` when there is none yet, and has `fill` migrate (and
 * seed) it through its address (`npm install`'s last step, decision 0221): Postgres's initdb in
 * WASM, the migrations and the seed were most of a fresh clone's first `npm run dev` otherwise.
 * Made in a folder of its own and moved into place when done, so `npm run dev` never opens half
 * of one; an existing one is never opened here, as `npm run dev` may be serving it. Returns
 * whether it made one.
 */
export async function prepareEmbeddedDatabase(dataDir: string, fill: (databaseUrl: string) => Promise<void>): Promise<boolean> {
  if (existsSync(dataDir)) return false;
  const building = `${dataDir}.${process.pid}.partial`;
  rmSync(building, { recursive: true, force: true });
  try {
    const port = await freePort();
    const stop = await startEmbeddedDatabase({ dataDir: building, port });
    try {
      await fill(embeddedDatabaseUrl(port));
    } finally {
      await stop();
    }
    // `npm run dev` made one meanwhile: that one is in use.
    if (existsSync(dataDir)) return false;
    renameSync(building, dataDir);
    return true;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

// Frontend message types (the first byte of each message the socket server passes on).
const SIMPLE_QUERY = 0x51; // Q
const SYNC = 0x53; // S
const EXTENDED_QUERY_PARTS = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // Parse, Bind, Describe, Execute, Close, Flush

/**
 * PGlite is one Postgres session, which every connection of the socket server shares. The
 * server's queue runs one message at a time and keeps to one connection only while the session
 * is in a transaction; an extended-protocol query (Parse, Bind, Execute … Sync) is not one.
 * So a query from another connection, or a whole transaction, ran between a query's Parse and
 * its Bind and replaced its unnamed statement: "bind message supplies 4 parameters, but
 * prepared statement "" requires 2", wrong rows, and on every fresh `npm run dev` a scheduled
 * job failing and the pool's connections dropped (electric-sql/pglite#1046, open). Here the
 * queue is told "in a transaction" from a query's first part to its Sync, so it keeps to that
 * connection until the query is done. `ROLLBACK` is what the server sends for a connection
 * that went away: its unfinished query is given up too.
 */
function keepingQueriesWhole(db: PGlite): PGlite {
  let queryOpen = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === "isInTransaction") return () => queryOpen || target.isInTransaction();
      if (property === "execProtocolRawStream") {
        return (message: Uint8Array, options: Parameters<PGlite["execProtocolRawStream"]>[1]) => {
          if (message[0] === SYNC || message[0] === SIMPLE_QUERY) queryOpen = false;
          else if (EXTENDED_QUERY_PARTS.has(message[0])) queryOpen = true;
          return target.execProtocolRawStream(message, options);
        };
      }
      if (property === "exec") {
        return (query: string, options?: Parameters<PGlite["exec"]>[1]) => {
          if (query.trim().toUpperCase() === "ROLLBACK") queryOpen = false;
          return target.exec(query, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
