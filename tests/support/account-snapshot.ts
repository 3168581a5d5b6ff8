import { db } from "@/lib/db";

type Table = { table_name: string };

/**
 * Tables found from the schema, so a table added later is in the snapshot without a change here.
 * Not the API logs (RequestLog and its day partitions): they record that a request was made,
 * refused ones included, and are written a moment later; they are not the account's state.
 */
async function tablesWithColumn(column: string): Promise<string[]> {
  const rows = await db.$queryRaw<Table[]>`
    SELECT table_name::text AS table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = ${column}
      AND table_name <> 'RequestLog' AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition)
    ORDER BY table_name`;
  return rows.map((row) => row.table_name);
}

async function rowsOf(sql: string, accountId: string): Promise<unknown[]> {
  const [{ rows }] = await db.$queryRawUnsafe<Array<{ rows: unknown[] | null }>>(sql, accountId);
  return rows ?? [];
}

/**
 * Every row an account owns, in every table, as JSON: the account itself, each table with an
 * `accountId` column, each table keyed by one of its users (sessions, reset tokens) and the
 * delivery attempts of its deliveries. Equal snapshots before and after a request mean the
 * request changed nothing of the account's.
 */
export async function accountSnapshot(accountId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {
    Account: await rowsOf(`SELECT json_agg(t) AS rows FROM "Account" t WHERE t."id" = $1`, accountId),
  };
  for (const table of await tablesWithColumn("accountId")) {
    snapshot[table] = await rowsOf(`SELECT json_agg(t ORDER BY t::text) AS rows FROM "${table}" t WHERE t."accountId" = $1`, accountId);
  }
  for (const table of await tablesWithColumn("userId")) {
    snapshot[table] = await rowsOf(
      `SELECT json_agg(t ORDER BY t::text) AS rows FROM "${table}" t JOIN "User" u ON u."id" = t."userId" WHERE u."accountId" = $1`,
      accountId,
    );
  }
  snapshot.DeliveryAttempt = await rowsOf(
    `SELECT json_agg(a ORDER BY a::text) AS rows FROM "DeliveryAttempt" a JOIN "WebhookDelivery" d ON d."id" = a."deliveryId" WHERE d."accountId" = $1`,
    accountId,
  );
  return snapshot;
}
