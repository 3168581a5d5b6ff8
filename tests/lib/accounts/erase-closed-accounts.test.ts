// Erasure of a closed account past its grace period (decision 0194): every table of the schema is
// listed from the database itself and searched for anything of the account; only the tombstone
// may keep its id. A run stopped mid-way (as a crash would) is finished by the next. The clock
// is injected: the grace period is judged against the time the test passes, not the hour it runs.
import { describe, expect, test } from "vitest";
import { closeAccount } from "@/lib/accounts/close-account";
import { eraseClosedAccounts, ERASE_STEPS } from "@/lib/accounts/erase-closed-accounts";
import { reopenAccount } from "@/lib/accounts/reopen-account";
import type { AuditContext } from "@/lib/audit/audit-context";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { seedAccountData, type SeededAccount } from "../../support/seed-account-data";

const DAY = 86_400_000;

/** Every table of the schema (partitioned parents with their partitions, not each partition), from the catalog. */
async function schemaTables(): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> '_prisma_migrations'
    ORDER BY c.relname`;
  return rows.map((row) => row.name);
}

/** What identifies the account's data anywhere: its id and name, its members', keys', calls' and deliveries' ids, addresses and secrets. */
const needlesOf = (seeded: SeededAccount) => [
  seeded.accountId,
  seeded.name,
  seeded.userId,
  seeded.email,
  seeded.inviteeEmail,
  seeded.keyId,
  seeded.keyHash,
  seeded.signingSecret,
  seeded.callId,
  seeded.deliveryId,
];

/** Per table, how many rows mention any of the needles anywhere in the row (its text form). */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await schemaTables()) {
    const rows = await db.$queryRawUnsafe<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "${table}" t WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) needle WHERE strpos(t::text, needle) > 0)`,
      needles,
    );
    counts[table] = rows[0].count;
  }
  return counts;
}

const ownerContext = (seeded: SeededAccount): AuditContext => ({
  actor: { type: "user", id: seeded.userId, label: seeded.email },
  ipAddress: "203.0.113.7",
  userAgent: "vitest",
  requestId: null,
});

/** Closes the account at `closedAt` through the product's own close. */
async function closedAccount(closedAt: Date, calls = 3) {
  const seeded = await seedAccountData({ calls });
  await closeAccount(seeded.accountId, ownerContext(seeded), seeded.name, closedAt);
  // The close ended every session; the owner signed in again during the grace period.
  await db.userSession.create({ data: { id: newId("sess"), userId: seeded.userId, expiresAt: new Date(Date.now() + DAY) } });
  return seeded;
}

const graceMs = () => config().ACCOUNT_ERASE_AFTER_DAYS * DAY;

describe("erasing closed accounts", () => {
  test("after the grace period every row of the account is gone from every table but its tombstone; another account keeps everything", async () => {
    const closedAt = new Date(Date.now() - 40 * DAY);
    const seeded = await closedAccount(closedAt);
    const bystander = await seedAccountData();
    const needles = needlesOf(seeded);

    // The search can fail: before erasure, every table but the tombstone holds something of the account.
    const before = await rowsMentioning(needles);
    const tables = Object.keys(before);
    expect(tables).toEqual(expect.arrayContaining(["Account", "Call", "RequestLog", "DevMailMessage", "AccountTombstone"]));
    expect(tables.filter((table) => table !== "AccountTombstone" && before[table] === 0)).toEqual([]);
    // Every table of account data has an erasure step.
    expect(tables.filter((table) => table !== "AccountTombstone" && !ERASE_STEPS.some((step) => step.table === table))).toEqual([]);
    const bystanderBefore = await rowsMentioning(needlesOf(bystander));

    const now = new Date(closedAt.getTime() + graceMs() + 1);
    const result = await eraseClosedAccounts({ now, batchSize: 2 });
    expect(result).toMatchObject({ accountsStarted: 1, accountsErased: 1, done: true });

    const after = await rowsMentioning(needles);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([["AccountTombstone", 1]]);
    const tombstone = await db.accountTombstone.findUniqueOrThrow({ where: { id: seeded.accountId } });
    expect(tombstone).toEqual({ id: seeded.accountId, closedAt, erasureStartedAt: now, erasedAt: now });
    expect(await rowsMentioning(needlesOf(bystander))).toEqual(bystanderBefore);

    // Nothing left to reopen: the account is unknown.
    await expect(reopenAccount(seeded.accountId, ownerContext(seeded), now)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("within the grace period nothing is erased; at its end the account is erased (the injected clock decides)", async () => {
    const closedAt = new Date("2026-01-01T00:00:00Z");
    const seeded = await closedAccount(closedAt);
    await eraseClosedAccounts({ now: new Date(closedAt.getTime() + graceMs() - 1) });
    expect(await db.account.count({ where: { id: seeded.accountId } })).toBe(1);
    expect(await db.accountTombstone.count({ where: { id: seeded.accountId } })).toBe(0);
    await eraseClosedAccounts({ now: new Date(closedAt.getTime() + graceMs()) });
    expect(await db.account.count({ where: { id: seeded.accountId } })).toBe(0);
    expect(await db.accountTombstone.count({ where: { id: seeded.accountId, erasedAt: { not: null } } })).toBe(1);
  });

  test("an account reopened in time is not erased", async () => {
    const closedAt = new Date(Date.now() - 10 * DAY);
    const seeded = await closedAccount(closedAt);
    await reopenAccount(seeded.accountId, ownerContext(seeded), new Date(closedAt.getTime() + DAY));
    await eraseClosedAccounts({ now: new Date(closedAt.getTime() + graceMs() + DAY) });
    expect(await db.account.findUniqueOrThrow({ where: { id: seeded.accountId } })).toMatchObject({ closedAt: null, eraseAfter: null });
    expect(await db.call.count({ where: { accountId: seeded.accountId } })).toBe(3);
  });

  test("reopening once the grace period is over is refused, erasure begun or not", async () => {
    const closedAt = new Date(Date.now() - 40 * DAY);
    const seeded = await closedAccount(closedAt);
    await expect(reopenAccount(seeded.accountId, ownerContext(seeded), new Date(closedAt.getTime() + graceMs()))).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await db.account.findUniqueOrThrow({ where: { id: seeded.accountId } })).toMatchObject({ closedAt });
  });

  test("an erasure stopped mid-way (a crash after a batch) is finished by the next run", async () => {
    const closedAt = new Date(Date.now() - 40 * DAY);
    const seeded = await closedAccount(closedAt, 7);
    const now = new Date(closedAt.getTime() + graceMs() + 1);
    let callBatches = 0;
    const crash = new Error("the process died here");
    await expect(
      eraseClosedAccounts({
        now,
        batchSize: 2,
        afterStatement: ({ accountId, table }) => {
          if (accountId === seeded.accountId && table === "Call" && ++callBatches === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // Half done: the tombstone says erasure began, some calls are gone, the rest and the account are there.
    expect(await db.accountTombstone.findUniqueOrThrow({ where: { id: seeded.accountId } })).toMatchObject({ erasedAt: null });
    expect(await db.call.count({ where: { accountId: seeded.accountId } })).toBe(3);
    expect(await db.event.count({ where: { accountId: seeded.accountId } })).toBe(0);
    expect(await db.account.count({ where: { id: seeded.accountId } })).toBe(1);
    // Once begun, the erasure is no longer undone by a reopen.
    await expect(reopenAccount(seeded.accountId, ownerContext(seeded), now)).rejects.toMatchObject({ code: "CONFLICT" });

    // A statement budget stops the next run early too; the one after finishes.
    const partial = await eraseClosedAccounts({ now, batchSize: 2, maxStatements: 1 });
    expect(partial.done).toBe(false);
    const later = new Date(now.getTime() + 3_600_000);
    const finished = await eraseClosedAccounts({ now: later, batchSize: 2 });
    expect(finished).toMatchObject({ accountsStarted: 0, done: true });
    expect(finished.accountsErased).toBeGreaterThanOrEqual(1);
    const after = await rowsMentioning(needlesOf(seeded));
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([["AccountTombstone", 1]]);
    expect(await db.accountTombstone.findUniqueOrThrow({ where: { id: seeded.accountId } })).toMatchObject({
      erasureStartedAt: now,
      erasedAt: later,
    });
  });
});
