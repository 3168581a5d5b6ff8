import { db, runStatement } from "@/lib/db";
import { logger } from "@/lib/observability/logger";

/**
 * One table's share of an erasure: a statement that deletes at most `$2` rows of account `$1`
 * by the table's own key, run until it deletes nothing. Each runs on its own (autocommit), so
 * no statement holds locks or WAL for a whole account, and whatever a run did stays done.
 */
type EraseStep = { table: string; sql: string };

const ofAccountUsers = `SELECT "id" FROM "User" WHERE "accountId" = $1`;
const batchOf = (table: string, key: string, where: string) =>
  `DELETE FROM "${table}" WHERE (${key}) IN (SELECT ${key} FROM "${table}" WHERE ${where} LIMIT $2)`;

/**
 * Every table that holds a row of an account, children before their parents (decision 0194).
 * tests/lib/accounts/erase-closed-accounts.test.ts lists the schema's tables and fails when one
 * keeps a row of an erased account: a new table of account data must get its step here.
 */
export const ERASE_STEPS: readonly EraseStep[] = [
  // The dev outbox (development and tests only) holds mail sent to the members and invitees, by address.
  {
    table: "DevMailMessage",
    sql: batchOf(
      "DevMailMessage",
      `"id"`,
      `"to" IN (SELECT "email" FROM "User" WHERE "accountId" = $1 UNION SELECT "email" FROM "Invitation" WHERE "accountId" = $1)`,
    ),
  },
  { table: "WebAuthnChallenge", sql: batchOf("WebAuthnChallenge", `"challenge"`, `"userId" IN (${ofAccountUsers})`) },
  {
    table: "DeliveryAttempt",
    sql: batchOf("DeliveryAttempt", `"id"`, `"deliveryId" IN (SELECT "id" FROM "WebhookDelivery" WHERE "accountId" = $1)`),
  },
  { table: "WebhookDelivery", sql: batchOf("WebhookDelivery", `"id"`, `"accountId" = $1`) },
  { table: "WebhookDeliveryHourlyCount", sql: batchOf("WebhookDeliveryHourlyCount", `"accountId", "hour", "shard"`, `"accountId" = $1`) },
  { table: "Event", sql: batchOf("Event", `"id"`, `"accountId" = $1`) },
  { table: "Call", sql: batchOf("Call", `"id"`, `"accountId" = $1`) },
  { table: "UsagePeriod", sql: batchOf("UsagePeriod", `"id"`, `"accountId" = $1`) },
  { table: "RequestLog", sql: batchOf("RequestLog", `"createdAt", "id"`, `"accountId" = $1`) },
  { table: "AuditLogEntry", sql: batchOf("AuditLogEntry", `"id"`, `"accountId" = $1`) },
  { table: "IdempotencyKey", sql: batchOf("IdempotencyKey", `"accountId", "key"`, `"accountId" = $1`) },
  { table: "Assistant", sql: batchOf("Assistant", `"id"`, `"accountId" = $1`) },
  { table: "ApiKey", sql: batchOf("ApiKey", `"id"`, `"accountId" = $1`) },
  { table: "WebhookEndpoint", sql: batchOf("WebhookEndpoint", `"id"`, `"accountId" = $1`) },
  { table: "Invitation", sql: batchOf("Invitation", `"id"`, `"accountId" = $1`) },
  { table: "UserSession", sql: batchOf("UserSession", `"id"`, `"userId" IN (${ofAccountUsers})`) },
  { table: "PasswordResetToken", sql: batchOf("PasswordResetToken", `"id"`, `"userId" IN (${ofAccountUsers})`) },
  { table: "TotpCredential", sql: batchOf("TotpCredential", `"userId"`, `"userId" IN (${ofAccountUsers})`) },
  { table: "RecoveryCode", sql: batchOf("RecoveryCode", `"id"`, `"userId" IN (${ofAccountUsers})`) },
  { table: "Passkey", sql: batchOf("Passkey", `"id"`, `"userId" IN (${ofAccountUsers})`) },
  { table: "User", sql: batchOf("User", `"id"`, `"accountId" = $1`) },
  { table: "Account", sql: `DELETE FROM "Account" WHERE "id" = $1 AND $2::int > 0` },
];

export type EraseOptions = {
  /** The clock: accounts whose `eraseAfter` is at or before it are erased. */
  now?: Date;
  /** Rows per statement. */
  batchSize?: number;
  /** Statements per run: what one run leaves, the next one takes (the tombstone says where erasure stands). */
  maxStatements?: number;
  /** Called after each statement (tests stop a run mid-way here, as a crash would). */
  afterStatement?: (step: { accountId: string; table: string; deleted: number }) => void | Promise<void>;
};

export type EraseResult = { accountsStarted: number; accountsErased: number; rowsDeleted: number; done: boolean };

/**
 * Starts the erasure of a closed account past its grace period: under the account's row lock
 * (the one reopening takes), if it is still closed and due, its tombstone is written, which marks
 * the erasure as begun (an owner can no longer reopen it, nor anyone sign in, since it is due).
 */
async function startErasure(accountId: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ closedAt: Date | null; eraseAfter: Date | null }[]>`
      SELECT "closedAt", "eraseAfter" FROM "Account" WHERE "id" = ${accountId} FOR UPDATE`;
    const account = rows[0];
    if (!account?.closedAt || !account.eraseAfter || account.eraseAfter.getTime() > now.getTime()) return false;
    await tx.accountTombstone.createMany({
      data: [{ id: accountId, closedAt: account.closedAt, erasureStartedAt: now }],
      skipDuplicates: true,
    });
    return true;
  });
}

/**
 * Erases every row of every closed account whose grace period (ACCOUNT_ERASE_AFTER_DAYS) is
 * over, in batches (decision 0194), leaving its tombstone (`AccountTombstone`: the id, when it
 * was closed, when erasure began and ended; nothing personal) for the audit trail. Resumable:
 * an erasure stopped mid-way (a crash, a deploy, the statement budget) has a tombstone without
 * `erasedAt`, and the next run continues it from where the rows say it is: every step deletes
 * what is left. Run by the scheduled work with retention (lib/runtime/run-scheduled-work.ts,
 * inngest/functions/erase-closed-accounts.ts).
 */
export async function eraseClosedAccounts({
  now = new Date(),
  batchSize = 1_000,
  maxStatements = 500,
  afterStatement,
}: EraseOptions = {}): Promise<EraseResult> {
  const result: EraseResult = { accountsStarted: 0, accountsErased: 0, rowsDeleted: 0, done: false };
  let statements = 0;
  // Erasures begun before (resumed first), then accounts newly due.
  const resumed = await db.accountTombstone.findMany({
    where: { erasedAt: null },
    orderBy: { erasureStartedAt: "asc" },
    select: { id: true },
  });
  const due = await db.account.findMany({
    where: { closedAt: { not: null }, eraseAfter: { lte: now } },
    orderBy: { eraseAfter: "asc" },
    take: 100,
    select: { id: true },
  });
  const queue = [...new Set([...resumed.map(({ id }) => id), ...due.map(({ id }) => id)])];
  for (const accountId of queue) {
    if (!resumed.some(({ id }) => id === accountId)) {
      if (!(await startErasure(accountId, now))) continue;
      result.accountsStarted += 1;
    }
    for (const step of ERASE_STEPS) {
      for (;;) {
        if (statements >= maxStatements) return result;
        const { rowCount } = await runStatement(step.sql, [accountId, batchSize]);
        statements += 1;
        result.rowsDeleted += rowCount;
        await afterStatement?.({ accountId, table: step.table, deleted: rowCount });
        if (rowCount < batchSize) break;
      }
    }
    await db.accountTombstone.update({ where: { id: accountId }, data: { erasedAt: now } });
    result.accountsErased += 1;
    logger.info({ component: "accounts", accountId }, "closed account erased");
  }
  result.done = true;
  return result;
}
