import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { config } from "@/lib/config/config";

function createClient(): PrismaClient {
  const { DATABASE_URL: connectionString, DATABASE_POOL_MAX: max } = config();
  if (!connectionString) {
    // An unset value and one that is not a postgres:// URL (read as unset, and warned about at start) land here.
    throw new Error(
      "DATABASE_URL is not set (or not a postgres:// URL). Run `npm run dev` (embedded database) or set it (see .env.example).",
    );
  }
  // The embedded dev database (PGlite) serves one connection at a time; the dev script sets
  // DATABASE_POOL_MAX=1 for it. Postgres proper gets node-postgres' default pool.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

const globalForDb = globalThis as unknown as { prismaClient?: PrismaClient };

function getClient(): PrismaClient {
  // One client per process; kept on globalThis so Next's hot reload does not open new pools.
  globalForDb.prismaClient ??= createClient();
  return globalForDb.prismaClient;
}

/** Closes the process's pool, if one was opened (graceful shutdown); never opens one. */
export async function disconnectDb(): Promise<void> {
  const client = globalForDb.prismaClient;
  globalForDb.prismaClient = undefined;
  await client?.$disconnect();
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
