// Follow mode reads an event once every transaction that could still commit an event before
// it has ended (lib/events/list-events-after.ts). Transaction ids are the whole Postgres
// server's: a long transaction in another database of the server (a report, another app's
// batch, another test run) used to hold the stream back for as long as it ran. A long
// transaction in this database must still hold it back: it may commit an event that sorts first.
import pg from "pg";
import { afterEach, expect, test, vi } from "vitest";
import { config } from "@/lib/config/config";
import { listEventsAfter } from "@/lib/events/list-events-after";
import { createTestAccount } from "../../support/api-client";
import { recordTestEvent } from "../../support/record-test-event";

const opened: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.query("ROLLBACK").finally(() => client.end())));
});

/** A session of `connectionString` inside a transaction that has taken a transaction id, left open. */
async function openWritingTransaction(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  opened.push(client);
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT pg_current_xact_id()");
}

const FIRST_PAGE = { txid: 0n, id: "" };

test("a long transaction in another database of the server does not hold the stream back", async () => {
  // The server's maintenance database: another database of the same server.
  const otherDatabase = new URL(config().DATABASE_URL!);
  otherDatabase.pathname = "/postgres";
  await openWritingTransaction(otherDatabase.toString());
  const { accountId } = await createTestAccount();
  const eventId = await recordTestEvent(accountId);
  // Other test files' short transactions in this database may hold it for a moment.
  await vi.waitFor(
    async () => expect((await listEventsAfter(accountId, FIRST_PAGE, { limit: 10 })).data.map((event) => event.id)).toEqual([eventId]),
    { timeout: 10_000, interval: 50 },
  );
});

test("a long transaction in this database holds back the events recorded after it began, until it ends", async () => {
  const { accountId } = await createTestAccount();
  await openWritingTransaction(config().DATABASE_URL!);
  const eventId = await recordTestEvent(accountId);
  const held = await listEventsAfter(accountId, FIRST_PAGE, { limit: 10 });
  expect(held.data).toEqual([]);
  expect(held.settling).toBe(true);

  const [session] = opened.splice(0);
  await session.query("COMMIT");
  await session.end();
  await vi.waitFor(
    async () => expect((await listEventsAfter(accountId, FIRST_PAGE, { limit: 10 })).data.map((event) => event.id)).toEqual([eventId]),
    { timeout: 10_000, interval: 50 },
  );
});
