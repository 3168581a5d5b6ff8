// A database blip is not a 500 (issue 40, decision 0182). The app's own pool (lib/db.ts, which
// Prisma and runStatement share) reaches the real Postgres through a TCP proxy that can break
// every open connection without a word to the app, as a NAT or a proxy's idle time-out does:
// the pool keeps its idle connections, and the next statement on one meets a reset socket.
// A read, or a statement that never left the process, is sent again on a fresh connection; a
// write that may have reached the server is not repeated. Then the same with Postgres itself
// ending every idle backend (pg_terminate_backend), one request per read route.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { flushRequestLogs } from "@/lib/api-logs/api-log-buffer";
import { API_OPERATIONS } from "@/lib/api/operations";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { db, disconnectDb, isConnectionError, poolService, runStatement } from "@/lib/db";
import { services } from "@/lib/services";
import { callApi, createTestAccount, validAssistant, type TestAccount } from "../support/api-client";
import { startStallableTcpProxy, type StallableTcpProxy } from "../support/stallable-tcp-proxy";

const databaseUrl = process.env.DATABASE_URL as string;
const BLIP_TEST_APPLICATION = "db-connection-retry-test";
let proxy: StallableTcpProxy;
let account: TestAccount;
let assistantId: string;

/**
 * The pool holds a few idle connections, as a server between requests does, and nothing is in
 * flight: the earlier requests' API logs are written first. A statement in flight when the proxy
 * cuts would wait for good (the proxy keeps the app's side of the socket open and quiet, where a
 * real network's retransmissions would time out in minutes), and so would `pool.end()`.
 */
async function warmPool(): Promise<void> {
  await flushRequestLogs();
  await settleBackgroundWork();
  await Promise.all(Array.from({ length: 4 }, () => runStatement("SELECT pg_sleep(0.02)", [])));
}

beforeAll(async () => {
  const url = new URL(databaseUrl);
  proxy = await startStallableTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = proxy.host;
  url.port = String(proxy.port);
  // Its connections are told apart from the other test files' (which share the database).
  url.searchParams.set("application_name", BLIP_TEST_APPLICATION);
  // The process's own pool, opened again on the proxy's address: the code under test is the
  // pool every request uses, not a copy.
  await disconnectDb();
  process.env.DATABASE_URL = url.toString();
  account = await createTestAccount();
  const created = await callApi("POST", "/api/v1/assistants", { key: account.key, json: validAssistant });
  assistantId = (created.body as { id: string }).id;
});

afterAll(async () => {
  await disconnectDb();
  process.env.DATABASE_URL = databaseUrl;
  await proxy?.close();
});

describe("connections broken without a word (a NAT, a proxy's idle time-out)", () => {
  test.each([
    ["the assistants list (node-postgres)", "/api/v1/assistants"],
    ["one assistant (Prisma)", "/api/v1/assistants/{id}"],
    ["the usage (Prisma)", "/api/v1/usage"],
    ["the calls list", "/api/v1/calls"],
  ])("%s answers 200, not 500", async (_name, path) => {
    await warmPool();
    proxy.breakSilently();
    const response = await callApi("GET", path.replace("{id}", assistantId), { key: account.key });
    expect(response.status, response.text).toBe(200);
  });

  test("a write that may have reached the server is not sent again; the next write finds a working pool", async () => {
    const rename = 'UPDATE "Assistant" SET name = $1 WHERE id = $2';
    await warmPool();
    proxy.breakSilently();
    const failure = await runStatement(rename, ["Renamed during the cut", assistantId]).catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
    expect((await db.assistant.findUniqueOrThrow({ where: { id: assistantId } })).name).toBe(validAssistant.name);
    // The idle connections broken beside the one that failed were dropped with it.
    expect((await runStatement(rename, ["Renamed after", assistantId])).rowCount).toBe(1);
  });

  test("a transaction whose connection breaks gives it back: the pool keeps its size and can end", async () => {
    await warmPool();
    const failure = await db
      .$transaction(async (tx) => {
        await tx.assistant.findUniqueOrThrow({ where: { id: assistantId } });
        proxy.breakSilently();
        await tx.assistant.update({ where: { id: assistantId }, data: { name: "Renamed in a cut transaction" } });
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // Prisma never releases it; the pool takes it back when its socket closes.
    const pool = services().peek(poolService)!;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount, "connections still checked out").toBe(0));
    expect((await db.assistant.findUniqueOrThrow({ where: { id: assistantId } })).name).not.toBe("Renamed in a cut transaction");
  });

  test("a statement that is not a connection failure is not retried", async () => {
    await expect(runStatement("SELECT * FROM no_such_table", [])).rejects.toMatchObject({ code: "42P01" });
  });
});

describe("Postgres ends every idle backend (a failover, a restart, pg_terminate_backend)", () => {
  const reads = API_OPERATIONS.filter((operation) => operation.method === "GET" && !operation.path.includes("follow"));

  test("then one request per read route: none answers 500", async () => {
    const statuses: Record<string, number> = {};
    for (const operation of reads) {
      await warmPool();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const { rowCount } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
        [BLIP_TEST_APPLICATION],
      );
      expect(rowCount).toBeGreaterThan(0);
      await admin.end();
      const path = operation.path.replace(/\{[^}]+\}/, assistantId);
      statuses[operation.path] = (await callApi("GET", path, { key: account.key })).status;
    }
    expect(
      Object.values(statuses).filter((status) => status >= 500),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(Object.keys(statuses).length).toBeGreaterThanOrEqual(8);
  });
});
