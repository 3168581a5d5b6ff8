import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { embeddedDatabaseUrl, prepareEmbeddedDatabase, startEmbeddedDatabase } from "@/scripts/dev-database";
import { applyMigrations } from "@/scripts/support/apply-migrations";
import { findPendingMigrations } from "@/scripts/support/find-pending-migrations";
import { freePort } from "@/scripts/support/free-port";

test("the embedded database gives each of several connections its own answers, transactions among them", async ({ onTestFinished }) => {
  const port = await freePort();
  const stop = await startEmbeddedDatabase({ dataDir: "memory://", port });
  onTestFinished(stop);
  const pool = new pg.Pool({ connectionString: embeddedDatabaseUrl(port), max: 4 });
  // A failed query can leave a connection's error unhandled on the pool: it is a failure too.
  const failures: string[] = [];
  pool.on("error", (error) => failures.push(`pool: ${error.message}`));
  onTestFinished(() => pool.end());
  // Extended-protocol queries of different shapes beside transactions, as the app's pool and
  // the demo seed send them during `npm run dev`'s start: each must see its own statement.
  const answers = await Promise.allSettled(
    Array.from({ length: 60 }, async (_, n) => {
      if (n % 3 === 0) {
        const { rows } = await pool.query<{ sum: number }>("SELECT $1::int + $2::int AS sum", [n, 1]);
        return [rows[0].sum, n + 1];
      }
      if (n % 3 === 1) {
        const { rows } = await pool.query<{ text: string }>("SELECT $1::text AS text", [`query ${n}`]);
        return [rows[0].text, `query ${n}`];
      }
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query<{ product: number }>("SELECT $1::int * $2::int * $3::int AS product", [n, 2, 3]);
        await client.query("COMMIT");
        return [rows[0].product, n * 6];
      } finally {
        client.release();
      }
    }),
  );
  for (const answer of answers) {
    if (answer.status === "rejected") failures.push(String(answer.reason));
    else expect(answer.value[0]).toEqual(answer.value[1]);
  }
  expect(failures).toEqual([]);
}, 60_000);

test("npm install's preparation makes and migrates the embedded database once, and never opens an existing one", async ({
  onTestFinished,
}) => {
  const parent = mkdtempSync(path.join(tmpdir(), "embedded-"));
  onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = path.join(parent, "pglite");
  expect(await prepareEmbeddedDatabase(dataDir, applyMigrations)).toBe(true);
  // Moved into place whole: nothing of the folder it was made in is left beside it.
  expect(readdirSync(parent)).toEqual(["pglite"]);
  expect(await prepareEmbeddedDatabase(dataDir, applyMigrations)).toBe(false);

  const port = await freePort();
  const stop = await startEmbeddedDatabase({ dataDir, port });
  onTestFinished(stop);
  expect(await findPendingMigrations(embeddedDatabaseUrl(port))).toEqual([]);
}, 120_000);
