import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { config } from "@/lib/config/config";
import { sessionSettings } from "@/lib/config/database-session";
import { logger } from "@/lib/observability/logger";
import { endSpan, startClientSpan } from "@/lib/observability/tracing";
import { defineService, services } from "@/lib/services";

/** The process's connection pool, which Prisma and `queryRows` share. */
export const poolService = defineService({
  name: "database pool",
  create: createPool,
  // A pool ends with the client (`db.$disconnect()`, which scripts call); then a new one.
  isSpent: (pool) => pool.ending,
  close: (pool) => (pool.ending ? undefined : pool.end()),
});

/** The shared Prisma client, on that pool. */
export const clientService = defineService({
  name: "database client",
  create: createClient,
  close: (client) => client.$disconnect(),
});

const getPool = (): pg.Pool => services().get(poolService);

function createPool(): pg.Pool {
  const { DATABASE_URL: connectionString, DATABASE_POOL_MAX: max } = config();
  if (!connectionString) {
    // An unset value and one that is not a postgres:// URL (read as unset, and warned about at start) land here.
    throw new Error(
      "DATABASE_URL is not set (or not a postgres:// URL). Run `npm run dev` (embedded database) or set it (see .env.example).",
    );
  }
  // The embedded dev database (PGlite) serves one connection at a time; the dev script sets
  // DATABASE_POOL_MAX=1 for it. Postgres proper gets node-postgres' default pool.
  // Every connection starts in UTC, whatever the database's default (decision 0191).
  const pool = new pg.Pool({ ...sessionSettings(connectionString), max });
  retryConnectionErrors(pool, connectionString);
  releaseEndedCheckouts(pool);
  // An idle connection that breaks (the server restarted) is dropped by the pool and replaced
  // on next use; without a listener its error would end the process.
  // (The error carries the pool's client: only what says why is logged.)
  pool.on("error", (error: Error & { code?: string }) =>
    logger.warn({ component: "db", err: { message: error.message, code: error.code } }, "idle database connection lost"),
  );
  return pool;
}

/** SQLSTATEs of a session the server ended or could not start: admin shutdown or pg_terminate_backend, crash, not accepting yet. */
const SESSION_ENDED = new Set(["57P01", "57P02", "57P03"]);
/** The socket's own failures: a reset, a refusal, a broken pipe, a time-out. */
const SOCKET_FAILURES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "ENOTCONN"]);

/**
 * The connection failed, not the statement: the session was ended by the server, or class 08
 * (connection exception), or the socket broke (node-postgres says "Connection terminated …"
 * without a code, and "… not queryable" for a client that broke before the statement was sent).
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && (SESSION_ENDED.has(code) || code.startsWith("08") || SOCKET_FAILURES.has(code))) return true;
  return /^Connection terminated|is not queryable$/.test(error.message);
}

/**
 * A checked-out connection that ends (the server ended its session, the network reset it) goes
 * back to the pool, which drops it. Prisma's interactive transactions (`$transaction(async tx =>
 * …)`, @prisma/adapter-pg 6.19) never release a connection that broke under them: the transaction
 * fails and nothing gives the client back. Each blip during a transaction cost the pool a
 * connection for good (after ten, every request would wait forever), and `pool.end()` waited on
 * it, so a graceful shutdown hung. A later release by whoever checked it out does nothing.
 * Listening once per connection and keeping a set, not per query: this is every query's path.
 */
function releaseEndedCheckouts(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) =>
    client.on("end", () => {
      if (!checkedOut.delete(client)) return;
      const release = client.release;
      client.release = () => {};
      release(new Error("the connection ended while checked out"));
    }),
  );
}

/** A statement as node-postgres takes it: its text with the values beside (`runStatement`), or a config (Prisma's adapter). */
type PoolQuery = (config: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * Failures that can only happen before a statement leaves the process: no connection could be
 * made (refused, or the server not accepting yet), or the client handed out was already broken.
 */
function wasNeverSent(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "ECONNREFUSED" || code === "57P03" || /is not queryable$/.test((error as Error).message);
}

/**
 * A read: running it again on another connection answers the same (or newer) rows and changes
 * nothing. Every statement the service sends outside a transaction that starts with SELECT is a
 * plain read (no function with side effects is called that way); writes start with INSERT,
 * UPDATE, DELETE or WITH, and are never repeated once they may have reached the server.
 */
function isRead(config: string | pg.QueryConfig): boolean {
  return /^\s*SELECT\b/i.test(typeof config === "string" ? config : config.text);
}

/**
 * The pool's `query`, which Prisma's statements outside a transaction and `runStatement` both go
 * through, retried once on a fresh connection when the connection (not the statement) failed
 * and a retry cannot do anything twice: the statement was never sent, or it is a read. An idle
 * connection the server ended (a failover, a restart, pg_terminate_backend, a proxy's idle
 * time-out) answered the next request's statement with an error, which was that request's 500
 * (issue 40). The retry takes a connection of its own, not the pool's next idle one, which the
 * same event may have broken too. Transactions (Prisma's `$transaction`) check out a client and
 * are not retried: a statement inside one cannot move to another connection. Decision 0182.
 */
function retryConnectionErrors(pool: pg.Pool, connectionString: string): void {
  const send = pool.query.bind(pool) as PoolQuery;
  // The idle connections, known from the pool's own events. Once one is found broken, those idle
  // beside it are dropped too: the same event (a failover, a cut) broke them, and the next
  // write to meet one could not be retried. An error on an idle client is how the pool itself
  // learns that one broke: it removes it and opens a new one when needed.
  const idle = new Set<pg.PoolClient>();
  pool.on("release", (_error, client) => idle.add(client));
  pool.on("acquire", (client) => idle.delete(client));
  pool.on("remove", (client) => idle.delete(client));
  const dropIdleConnections = () => {
    const stale = [...idle];
    idle.clear();
    for (const client of stale) client.emit("error", new Error("dropped: another connection of the pool was found broken"));
  };
  const sendOnFreshConnection: PoolQuery = async (config, values) => {
    const client = new pg.Client(sessionSettings(connectionString));
    // A socket error is also the statement's, which throws it; unheard, the event would end the process.
    client.on("error", () => {});
    try {
      await client.connect();
      return await client.query(config, values);
    } finally {
      void client.end().catch(() => {});
    }
  };
  const query: PoolQuery = async (config, values) => {
    try {
      return await send(config, values);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      dropIdleConnections();
      if (!(wasNeverSent(error) || isRead(config))) throw error;
      const { message, code } = error as Error & { code?: string };
      logger.warn(
        { component: "db", err: { message, code } },
        "database connection lost; the statement is sent again on a fresh connection",
      );
      return sendOnFreshConnection(config, values);
    }
  };
  // Prisma's adapter and runStatement call the promise form: (config) or (config, values).
  pool.query = query as unknown as typeof pool.query;
}

function createClient(): PrismaClient {
  // The pool is ours, handed to Prisma, so the hot reads (`queryRows`) share its connections;
  // `$disconnect` still ends it, as it ended the pool Prisma made itself.
  return new PrismaClient({ adapter: new PrismaPg(getPool(), { disposeExternalPool: true }) });
}

// One client per process, in the process's container (Next's hot reload opens no new pools).
const getClient = (): PrismaClient => services().get(clientService);

/** Closes the process's pool, if one was opened (a script's end, a test's); never opens one. */
export async function disconnectDb(): Promise<void> {
  const container = services();
  const client = container.peek(clientService);
  const pool = container.peek(poolService);
  container.forget(clientService);
  container.forget(poolService);
  await client?.$disconnect();
  // A pool Prisma never connected to (only `queryRows` used it).
  if (pool && !pool.ending) await pool.end();
}

/**
 * The shared Prisma client. It is created on first use rather than at import, so that
 * `next build` can load route modules without a database.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getClient();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/**
 * One statement straight through node-postgres, on the pool Prisma uses, for the hot paths
 * (decision 0019 and its successor: every API request's reads, a webhook attempt's load and
 * record): Prisma's `$queryRaw` compiles even a raw statement in its WASM query compiler and
 * maps each value through its own result layer, about 0.1 ms of CPU per query, more than the
 * query itself costs here. Rows come back as `$queryRaw` gives them: columns by name,
 * DateTime (`timestamptz`) as Date, enums and text as strings, arrays as arrays, JSON parsed (but an
 * int8, `count(*)` say, as a string where Prisma gave a bigint: cast to int4); values are
 * always bound parameters (`Prisma.sql`), sent as text, so give SQL casts where the type is not
 * clear from the statement. A statement runs on its own (autocommit): never inside a caller's
 * transaction (use `db` there). Its span has the shape of Prisma's `db_query` (OTEL_DATABASE_SPANS).
 */
export async function queryRows<T>(query: Prisma.Sql): Promise<T[]> {
  return (await runStatement<T>(query.text, query.values)).rows;
}

/** {@link queryRows} for a statement written with `$1`… placeholders; also says how many rows it touched. */
export async function runStatement<T>(text: string, values: readonly unknown[]): Promise<{ rows: T[]; rowCount: number }> {
  const pool = getPool();
  const span =
    config().OTEL_DATABASE_SPANS === "queries"
      ? startClientSpan("db_query", { "db.query.text": text, "db.system.name": "postgresql" })
      : undefined;
  try {
    // Text and values as two arguments: a config object is copied property by property first
    // (node-postgres' cloneQueryConfig, ~6 µs a statement under load on the 2-core machine).
    const result = await pool.query<T & pg.QueryResultRow>(text, values as unknown[]);
    if (span) endSpan(span);
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  } catch (error) {
    if (span) endSpan(span, error);
    throw error;
  }
}

/** A Prisma transaction client, for domain functions that take part in a caller's transaction. */
export type DbTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Either the shared client or a transaction: for functions callable inside or outside one. */
export type DbClient = PrismaClient | DbTransaction;

/** Prisma's "the row to update was not there" (a conditional update that matched nothing). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/** Prisma's "a unique constraint refused the row" (the same credential or e-mail twice). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
