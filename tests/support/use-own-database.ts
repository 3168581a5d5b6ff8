import { afterAll, beforeAll } from "vitest";
import { disconnectDb } from "@/lib/db";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * A database of the test file's own for its tests, in place of the run's shared one. For files
 * that run the outbox sweeper: it takes every pending event older than a minute that it finds,
 * so on the shared database two such files running at once take each other's events, and other
 * files leave some pending on purpose. Only for isolated files (the app's connection is
 * per-module-cache). The returned object's `url` is set once the database exists.
 */
export function useOwnDatabase(label: string): TestDatabase {
  const database = {} as TestDatabase;
  const sharedUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(label, { durable: false }));
    await disconnectDb();
    process.env.DATABASE_URL = database.url;
  }, 60_000);
  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = sharedUrl;
    await database.drop?.();
  });
  return database;
}
