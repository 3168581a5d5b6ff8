// Fails when prisma/schema.prisma and prisma/migrations disagree: the schema made by the
// migrations must equal the schema Prisma would create from schema.prisma, table by table.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { prismaCliEnv } from "@/scripts/support/apply-migrations";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const root = path.resolve(import.meta.dirname, "../..");
let fromSchema: TestDatabase;

beforeAll(async () => {
  fromSchema = await createTestDatabase("schema", { migrate: false });
  const env = prismaCliEnv(fromSchema.url);
  const prisma = path.join(root, "node_modules/.bin/prisma");
  const sql = execFileSync(prisma, ["migrate", "diff", "--from-empty", "--to-schema-datamodel", "prisma/schema.prisma", "--script"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  const client = new pg.Client({ connectionString: fromSchema.url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
});

afterAll(async () => {
  await fromSchema?.drop();
});

// Partitions (RequestLog_pYYYYMMDD) are data the writer makes day by day, not schema: only the
// partitioned parent is compared, whose columns, keys and indexes schema.prisma declares. Its
// indexes read `ON ONLY "RequestLog"` (an index on a partitioned table), which is the same index.
const NOT_A_PARTITION = (table: string) => `${table} NOT IN (SELECT relname FROM pg_class WHERE relispartition)`;

async function describeSchema(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const queries = [
      `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' null=' || is_nullable || ' default=' || coalesce(column_default, '') AS line
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
           AND ${NOT_A_PARTITION("table_name")}`,
      `SELECT 'index ' || replace(indexdef, ' ON ONLY ', ' ON ') AS line FROM pg_indexes
         WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' AND ${NOT_A_PARTITION("tablename")}`,
      `SELECT 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid) AS line
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'
           AND conrelid NOT IN (SELECT oid FROM pg_class WHERE relispartition)`,
      `SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS line
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    ];
    const lines: string[] = [];
    for (const query of queries) lines.push(...(await client.query<{ line: string }>(query)).rows.map((row) => row.line));
    return lines.sort();
  } finally {
    await client.end();
  }
}

test("the migrations build exactly the schema that schema.prisma describes", async () => {
  const migrated = await describeSchema(process.env.DATABASE_URL!);
  const declared = await describeSchema(fromSchema.url);
  expect(migrated.length).toBeGreaterThan(50);
  expect(migrated).toEqual(declared);
});
