// The hot statements bypass Prisma (lib/db.ts `queryRows`, decision "Hot statements straight
// through node-postgres"): their rows must be what `$queryRaw` gives for the same SQL, whatever
// the session's time zone, so callers cannot tell the difference.
import { expect, test } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { db, queryRows, runStatement } from "@/lib/db";

test("rows as $queryRaw gives them: timestamptz as Dates, enums and text, arrays, JSON, nulls", async () => {
  const account = await createAccount({ name: "Rows Co", tier: "PROFESSIONAL" });
  await createApiKey(account.id, { name: "rows", permissions: ["assistants:read", "calls:read"] });
  const sql = Prisma.sql`
    SELECT k.id, k.permissions, k."createdAt", k."expiresAt", a.tier, a.tier::text AS "tierText",
           jsonb_build_object('n', 1, 'list', jsonb_build_array('x', null)) AS doc, 3::int4 AS n
    FROM "ApiKey" k JOIN "Account" a ON a.id = k."accountId" WHERE k."accountId" = ${account.id}`;
  const viaPrisma = await db.$queryRaw<Record<string, unknown>[]>(sql);
  const viaPg = await queryRows<Record<string, unknown>>(sql);
  expect(viaPg).toEqual(viaPrisma);
  expect(viaPg[0].createdAt).toBeInstanceOf(Date);
  expect(Math.abs((viaPg[0].createdAt as Date).getTime() - Date.now())).toBeLessThan(60_000);
});

test("a timestamptz is read as the same instant whatever the process's time zone (node-postgres's own parser)", async () => {
  const zone = process.env.TZ;
  process.env.TZ = "America/New_York";
  const [row] = await queryRows<{ at: Date }>(Prisma.sql`SELECT '2026-11-25T20:05:47.120Z'::timestamptz AS at`);
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  expect(row.at.toISOString()).toBe("2026-11-25T20:05:47.120Z");
});

test("runStatement says how many rows a write touched; values are bound, never spliced", async () => {
  const account = await createAccount({ name: "Write Co" });
  const hostile = 'Write Co\'; DROP TABLE "Account"; --';
  const { rowCount } = await runStatement('UPDATE "Account" SET name = $1 WHERE id = $2', [hostile, account.id]);
  expect(rowCount).toBe(1);
  expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).name).toBe(hostile);
});
