// Every connection the app opens runs its session in UTC, whatever the database's default
// (decision 0191): the pool (Prisma and `queryRows`), the LISTEN connection and its probe, the
// scheduler's leader-election session, and the migrations' connection. Shown on a database
// of its own whose default is America/New_York, which a plain connection does get.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createLeaderElection } from "@/lib/background-work/elect-leader";
import { sessionSettings } from "@/lib/config/database-session";
import { db, disconnectDb, runStatement } from "@/lib/db";
import { createDatabaseListener, LISTENER_NAME } from "@/lib/db-notifications/listen-for-notifications";
import { applyMigrations, prismaCliEnv } from "@/scripts/support/apply-migrations";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const root = path.resolve(import.meta.dirname, "../..");
const ZONE = "America/New_York";
let database: TestDatabase;

async function plainClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const showTimeZone = async (client: pg.Client) => (await client.query<{ TimeZone: string }>("SHOW TimeZone")).rows[0].TimeZone;

/** The newest migration: applied on its own below, after rows were written before it. */
const NEWEST = "20261126191850_timestamptz";

beforeAll(async () => {
  // Migrated in two steps: up to the migration before the conversion (a copy of prisma/ without
  // it), rows written as the previous release writes them, then the rest, as a deploy does.
  database = await createTestDatabase("session_tz", { migrate: false });
  await plainClient(database.url, (client) => client.query(`ALTER DATABASE "${database.name}" SET TimeZone = '${ZONE}'`));
  const before = mkdtempSync(path.join(tmpdir(), "vas-migrations-"));
  try {
    cpSync(path.join(root, "prisma"), path.join(before, "prisma"), { recursive: true });
    rmSync(path.join(before, "prisma/migrations", NEWEST), { recursive: true });
    await promisify(execFile)(
      path.join(root, "node_modules/.bin/prisma"),
      ["migrate", "deploy", "--schema", path.join(before, "prisma/schema.prisma")],
      { cwd: root, env: prismaCliEnv(database.url) },
    );
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  // What the previous release wrote: UTC wall-clock times in timestamp(3) columns.
  await plainClient(database.url, async (client) => {
    await client.query(`INSERT INTO "Account" (id, name, "createdAt", "updatedAt")
                        VALUES ('acct_session_tz', 'Zones', '2026-01-15 12:00:00.123', '2026-07-15 12:00:00.456')`);
  });
  await applyMigrations(database.url);
  process.env.DATABASE_URL = database.url;
});

afterAll(async () => {
  await disconnectDb();
  await database?.drop();
});

test("the test's database starts a plain session in New York time, so the checks below can fail", async () => {
  await plainClient(database.url, async (client) => expect(await showTimeZone(client)).toBe(ZONE));
});

test("the pool's sessions (Prisma and queryRows) are in UTC", async () => {
  const [viaPrisma] = await db.$queryRaw<[{ TimeZone: string }]>`SHOW TimeZone`;
  expect(viaPrisma.TimeZone).toBe("UTC");
  const { rows } = await runStatement<{ TimeZone: string }>("SHOW TimeZone", []);
  expect(rows[0].TimeZone).toBe("UTC");
});

test("Prisma reads and writes timestamptz right only because the session is UTC: its adapter sends a Date without a zone and reads any offset as +00", async () => {
  const read = await db.account.findUniqueOrThrow({ where: { id: "acct_session_tz" } });
  expect(read.createdAt.toISOString()).toBe("2026-01-15T12:00:00.123Z");
  await db.account.update({ where: { id: "acct_session_tz" }, data: { updatedAt: new Date("2026-03-01T09:30:00.789Z") } });
  await plainClient(database.url, async (client) => {
    const { rows } = await client.query(`SELECT "updatedAt" FROM "Account" WHERE id = 'acct_session_tz'`);
    expect((rows[0].updatedAt as Date).toISOString()).toBe("2026-03-01T09:30:00.789Z");
  });
  await db.account.update({ where: { id: "acct_session_tz" }, data: { updatedAt: new Date("2026-07-15T12:00:00.456Z") } });
});

test("the migrations ran in UTC: instants the previous release wrote read back unchanged, in timestamptz", async () => {
  await plainClient(database.url, async (client) => {
    const { rows } = await client.query(
      `SELECT "createdAt", "updatedAt", pg_typeof("createdAt")::text AS type FROM "Account" WHERE id = 'acct_session_tz'`,
    );
    expect(rows[0].type).toBe("timestamp with time zone");
    // Read in a New York session, the same instants: the conversion took them as UTC.
    expect((rows[0].createdAt as Date).toISOString()).toBe("2026-01-15T12:00:00.123Z");
    expect((rows[0].updatedAt as Date).toISOString()).toBe("2026-07-15T12:00:00.456Z");
  });
});

test("the LISTEN connection and its probe, and the leader-election session, are in UTC", async () => {
  // The clients the code makes, as node-postgres made them (the real ones, still working).
  type Made = pg.Client & { connectionParameters: { application_name?: string; options?: string } };
  const connect = vi.spyOn(pg.Client.prototype, "connect");
  const clientNamed = (name: string) =>
    // The last made: on a loaded machine the listener may lose a slow first connection and make another.
    (connect.mock.contexts as Made[]).findLast((client) => client.connectionParameters.application_name === name);

  const listenerName = `${LISTENER_NAME}:session-tz`;
  const listener = createDatabaseListener({ connectionString: database.url, applicationName: listenerName });
  const unsubscribe = listener.subscribe("session_tz", { onNotification: () => {}, onReset: () => {} });
  let leading = false;
  const leaderName = "scheduler-leader:session-tz";
  const election = createLeaderElection({
    connectionString: database.url,
    lockKey: 191_191n,
    retryMs: 200,
    applicationName: leaderName,
    onChange: (value) => {
      leading = value;
    },
  });
  election.start();
  try {
    await vi.waitFor(() => expect(listener.live && leading).toBe(true), { timeout: 10_000 });
    const zones = {
      listener: await showTimeZone(clientNamed(listenerName)!),
      leader: await showTimeZone(clientNamed(leaderName)!),
    };
    expect(zones).toEqual({ listener: "UTC", leader: "UTC" });
    // The probe's client has ended; its settings are those it connected with.
    expect(clientNamed(`${listenerName}:probe`)?.connectionParameters.options).toBe("-c TimeZone=UTC");
  } finally {
    await election.stop();
    await unsubscribe();
    await listener.close();
  }
});

test("an `options` parameter in the URL is kept, and TimeZone=UTC still wins over one it names", async () => {
  const url = new URL(database.url);
  url.searchParams.set("options", "-c statement_timeout=4321 -c TimeZone=Asia/Tokyo");
  const client = new pg.Client(sessionSettings(url.toString()));
  await client.connect();
  try {
    expect(await showTimeZone(client)).toBe("UTC");
    expect((await client.query("SHOW statement_timeout")).rows[0].statement_timeout).toBe("4321ms");
  } finally {
    await client.end();
  }
});
