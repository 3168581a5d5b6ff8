import { createTestDatabase } from "./support/test-database";

// Runs once per `vitest run`: every test file shares one freshly migrated database and
// keeps to its own accounts, so files can run in parallel without stepping on each other.
export default async function setup() {
  const database = await createTestDatabase("unit");
  process.env.DATABASE_URL = database.url;
  return async () => {
    await database.drop();
  };
}
