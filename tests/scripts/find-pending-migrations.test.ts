import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findPendingMigrations, readMigrations } from "@/scripts/support/find-pending-migrations";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");
const ALL = readMigrations().map(({ name }) => name);
let migrated: TestDatabase;
let empty: TestDatabase;

beforeAll(async () => {
  [migrated, empty] = await Promise.all([createTestDatabase("pending_migrated"), createTestDatabase("pending_empty", { migrate: false })]);
});

afterAll(async () => {
  await Promise.all([migrated?.drop(), empty?.drop()]);
});

test("a database that applied every migration as it is has none pending; one without the table has all", async () => {
  expect(ALL.length).toBeGreaterThan(10);
  expect(await findPendingMigrations(migrated.url)).toEqual([]);
  expect((await findPendingMigrations(empty.url)).sort()).toEqual([...ALL].sort());
});

test("a migration added since, or one whose SQL changed, is pending", async ({ onTestFinished }) => {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  writeFileSync(path.join(dir, ALL[1], "migration.sql"), "-- changed\n", { flag: "a" });
  const added = "99990101000000_added_since";
  cpSync(path.join(dir, ALL[0]), path.join(dir, added), { recursive: true });
  expect((await findPendingMigrations(migrated.url, dir)).sort()).toEqual([ALL[1], added].sort());
});
